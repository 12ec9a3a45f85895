/** Classic: a tinted sidebar (photo, contact, info, skills, languages) beside the main column. */
import { Avatar, ContactLines, Facts, Logo, MainColumn, Section, type TemplateProps } from './parts.js';
import type { CvSection } from '../view.js';

/** Sections that sit in the sidebar when there is one; everything else flows in the main column. */
const SIDEBAR_KINDS = new Set<CvSection['key']>(['top_skills', 'skills', 'languages_info']);

export function ClassicTemplate({ view, branding }: TemplateProps) {
  const side = view.sidebar ? view.sections.filter((s) => SIDEBAR_KINDS.has(s.key)) : [];
  const main = view.sidebar ? view.sections.filter((s) => !SIDEBAR_KINDS.has(s.key)) : view.sections;
  return (
    <div className={`cv classic${view.sidebar ? ' with-sidebar' : ' no-sidebar'}`}>
      <header className="cv-header">
        <Logo branding={branding} />
        <h1 className="name">{view.header.name}</h1>
        {view.header.title ? <div className="title">{view.header.title}</div> : null}
        {view.sidebar ? null : <ContactLines view={view} />}
      </header>
      <div className="columns">
        {view.sidebar ? (
          <aside className="sidebar">
            <Avatar view={view} />
            <ContactLines view={view} />
            {view.info.length ? (
              <section className="section info">
                <h2 className="section-title">{view.labels.info}</h2>
                <Facts items={view.info} />
              </section>
            ) : null}
            {side.map((s) => (
              <Section key={s.key} section={s} />
            ))}
          </aside>
        ) : null}
        <MainColumn view={view} sections={main}>
          {view.sidebar ? null : <Avatar view={view} />}
        </MainColumn>
      </div>
    </div>
  );
}

export const classicCss = `
.classic .cv-header{padding:0 0 6mm;border-bottom:2px solid var(--primary);margin-bottom:6mm}
.classic .logo{float:right;max-height:14mm;max-width:45mm}
.classic .name{font-size:24pt;font-weight:700;margin:0;color:var(--primary);letter-spacing:.01em}
.classic .title{font-size:13pt;color:var(--muted);margin-top:1mm}
.classic .columns{display:flex;gap:7mm;align-items:flex-start}
.classic .sidebar{flex:0 0 58mm;background:var(--tint);padding:5mm 4mm;border-radius:2mm;font-size:9.5pt}
.classic .main{flex:1 1 auto;min-width:0}
.classic .avatar{display:block;width:34mm;height:34mm;object-fit:cover;border-radius:50%;margin:0 auto 4mm}
.classic .no-sidebar .avatar{float:right;width:28mm;height:28mm;margin:0 0 3mm 4mm}
.classic .section{margin:0 0 5mm}
.classic .section-title{font-size:11pt;text-transform:uppercase;letter-spacing:.08em;color:var(--primary);border-bottom:1px solid var(--rule);padding-bottom:1mm;margin:0 0 2.5mm}
.classic .sidebar .section-title{font-size:9.5pt;border-bottom-color:var(--accent)}
.classic .company{margin-bottom:4mm}
.classic .company-name{font-size:11.5pt;margin:0;color:var(--ink)}
.classic .merged .entry{border-left:2px solid var(--accent);padding-left:3mm;margin-left:.5mm}
.classic .entry{margin:0 0 3mm}
.classic .entry-title{font-size:10.5pt;margin:0;font-weight:600}
.classic .entry-when{font-size:9pt;color:var(--muted)}
.classic .meta{font-size:9pt;color:var(--muted)}
.classic .tags{list-style:none;padding:0;margin:0}
.classic .tags li{padding:.6mm 0;border-bottom:1px dotted var(--rule)}
.classic .facts .fact{margin-bottom:2mm}
.classic .facts dt{font-size:8.5pt;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
.classic .facts dd{margin:0}
.classic .contact{list-style:none;padding:0;margin:0 0 4mm;font-size:9.5pt}
.classic .contact-label{display:block;font-size:8.5pt;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
.classic .no-sidebar .contact{display:flex;gap:6mm;margin:2mm 0 0}
.classic .cover{background:var(--tint);padding:4mm;margin-bottom:6mm;border-left:3px solid var(--accent)}
`;
