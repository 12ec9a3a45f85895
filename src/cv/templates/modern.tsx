/** Modern: one column, a large name on an accent band, facts in a strip, generous typographic hierarchy. */
import { Avatar, ContactLines, Facts, Logo, MainColumn, type TemplateProps } from './parts.js';

export function ModernTemplate({ view, branding }: TemplateProps) {
  return (
    <div className="cv modern">
      <header className="cv-header">
        <div className="band">
          <div className="who">
            <h1 className="name">{view.header.name}</h1>
            {view.header.title ? <div className="title">{view.header.title}</div> : null}
            <ContactLines view={view} />
          </div>
          <Avatar view={view} />
          <Logo branding={branding} />
        </div>
        {view.info.length ? (
          <div className="info-strip">
            <Facts items={view.info} />
          </div>
        ) : null}
      </header>
      <MainColumn view={view} />
    </div>
  );
}

export const modernCss = `
.modern .band{display:flex;align-items:center;gap:6mm;padding:0 0 5mm;border-bottom:4px solid var(--accent)}
.modern .who{flex:1 1 auto}
.modern .name{font-family:var(--display);font-size:30pt;line-height:1.05;font-weight:600;margin:0;color:var(--primary)}
.modern .title{font-size:14pt;font-weight:300;color:var(--ink);margin-top:1.5mm;letter-spacing:.02em}
.modern .avatar{width:30mm;height:30mm;object-fit:cover;border-radius:3mm}
.modern .logo{max-height:16mm;max-width:40mm;align-self:flex-start}
.modern .contact{list-style:none;padding:0;margin:2.5mm 0 0;display:flex;flex-wrap:wrap;gap:1mm 6mm;font-size:9.5pt;color:var(--muted)}
.modern .contact-label{font-weight:700;color:var(--accent)}
.modern .info-strip .facts{display:grid;grid-template-columns:repeat(3,1fr);gap:2mm 6mm;margin:4mm 0 2mm;font-size:9pt}
.modern .info-strip dt{font-size:7.5pt;text-transform:uppercase;letter-spacing:.1em;color:var(--accent);font-weight:700}
.modern .info-strip dd{margin:0}
.modern .section{margin:5mm 0 0}
.modern .section-title{font-family:var(--display);font-size:15pt;line-height:1.2;font-weight:600;color:var(--primary);margin:0 0 3mm;display:flex;align-items:center;gap:3mm}
.modern .section-title::after{content:"";flex:1;border-top:1px solid var(--rule)}
.modern .company{margin:0 0 4mm}
.modern .company-head,.modern .entry-head{line-height:1.3}
.modern .company-head{display:flex;justify-content:space-between;align-items:baseline;gap:4mm}
.modern .company-name{font-size:12pt;margin:0;font-weight:700}
.modern .entry{margin:0 0 3.5mm}
.modern .merged .entry{margin-left:4mm}
.modern .entry-title{font-size:11pt;margin:0;font-weight:700;color:var(--ink)}
.modern .entry-when{font-size:9pt;font-weight:700;color:var(--accent);text-transform:uppercase;letter-spacing:.06em}
.modern .meta{font-size:9pt;color:var(--muted)}
.modern .tags{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:1.5mm}
.modern .tags li{border:1px solid var(--accent);color:var(--ink);border-radius:10mm;padding:.5mm 3mm;font-size:9pt}
.modern .key-top_skills .tags li{background:var(--accent);color:#fff}
.modern .languages{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:1fr 1fr;gap:1mm 6mm}
.modern .language-level{color:var(--muted)}
.modern .section-facts .facts{display:grid;grid-template-columns:45mm 1fr;gap:1mm 4mm}
.modern .section-facts .fact{display:contents}
.modern .section-facts dt{color:var(--muted)}
.modern .section-facts dd{margin:0}
.modern .cover{border:1px solid var(--rule);border-top:4px solid var(--primary);padding:4mm 5mm;margin-top:5mm}
.modern .cover-title{font-family:var(--display);font-size:16pt;margin:1mm 0}
`;
