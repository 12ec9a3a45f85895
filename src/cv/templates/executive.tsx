/** Executive: compact and dense for two pages; serif headings, dates in a left rail, facts in a two-column table. */
import { Avatar, ContactLines, Facts, Logo, MainColumn, type TemplateProps } from './parts.js';

export function ExecutiveTemplate({ view, branding }: TemplateProps) {
  return (
    <div className="cv executive">
      <header className="cv-header">
        <div className="head-row">
          <Avatar view={view} />
          <div className="who">
            <h1 className="name">{view.header.name}</h1>
            {view.header.title ? <div className="title">{view.header.title}</div> : null}
          </div>
          <Logo branding={branding} />
        </div>
        <ContactLines view={view} />
        {view.info.length ? <Facts items={view.info} /> : null}
      </header>
      <MainColumn view={view} />
    </div>
  );
}

export const executiveCss = `
.executive{font-size:9.5pt;line-height:1.38}
.executive .cv-header{border-top:3pt double var(--primary);border-bottom:1pt solid var(--primary);padding:3mm 0;margin-bottom:4mm}
.executive .head-row{display:flex;align-items:center;gap:4mm}
.executive .who{flex:1 1 auto}
.executive .name{font-family:var(--display);font-size:20pt;font-weight:700;margin:0;color:var(--primary);font-variant:small-caps;letter-spacing:.03em}
.executive .title{font-family:var(--display);font-size:11pt;font-style:normal;color:var(--muted)}
.executive .avatar{width:20mm;height:24mm;object-fit:cover}
.executive .logo{max-height:12mm;max-width:38mm}
.executive .contact{list-style:none;padding:0;margin:2mm 0 0;display:flex;flex-wrap:wrap;gap:0 5mm}
.executive .contact-label{font-variant:small-caps;color:var(--muted)}
.executive .cv-header .facts{display:grid;grid-template-columns:repeat(4,1fr);gap:1mm 4mm;margin:2mm 0 0}
.executive .cv-header dt{font-variant:small-caps;color:var(--muted);font-size:8.5pt}
.executive .cv-header dd{margin:0}
.executive .section{margin:0 0 3.5mm}
.executive .section-title{font-family:var(--display);font-size:11pt;font-weight:700;color:var(--primary);margin:0 0 1.5mm;padding-bottom:.5mm;border-bottom:.75pt solid var(--accent)}
.executive .company{margin:0 0 2.5mm}
.executive .company-head{display:flex;justify-content:space-between;align-items:baseline}
.executive .company-name{font-family:var(--display);font-size:10pt;margin:0}
.executive .entry{display:grid;grid-template-columns:34mm 1fr;column-gap:4mm;margin:0 0 1.8mm}
.executive .entry-head{display:contents}
.executive .entry-when{grid-column:1;grid-row:1 / span 3;font-size:8.5pt;color:var(--muted)}
.executive .entry-title,.executive .entry .meta,.executive .entry .rich{grid-column:2}
.executive .entry-title{font-size:9.5pt;margin:0;font-weight:600}
.executive .meta{font-size:8.5pt;color:var(--muted)}
.executive .entry.qualification{display:grid}
.executive .rich p{margin:0 0 1mm}
.executive .rich ul{margin:0 0 1mm;padding-left:4mm}
.executive .tags{list-style:none;padding:0;margin:0;columns:3;column-gap:5mm}
.executive .tags li{break-inside:avoid}
.executive .tags li::before{content:"▪ ";color:var(--accent)}
.executive .languages{list-style:none;padding:0;margin:0;columns:2}
.executive .language-level{color:var(--muted)}
.executive .section-facts .facts{display:grid;grid-template-columns:repeat(2,1fr);gap:.5mm 6mm}
.executive .section-facts dt{font-variant:small-caps;color:var(--muted)}
.executive .section-facts dd{margin:0}
.executive .cover{border:.75pt solid var(--rule);padding:3mm;margin-bottom:4mm}
`;
