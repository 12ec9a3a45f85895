/**
 * Building blocks shared by the templates: each renders one kind of CvView content with neutral class
 * names, so a template is its layout plus its stylesheet. Rich text arrives sanitised by the view
 * (attribute-free allow-listed tags), which is why it may be injected as HTML here.
 */
import type { ReactNode } from 'react';
import type { CvFact, CvImage, CvSection, CvView } from '../view.js';

export const Rich = ({ html, className = 'rich' }: { html: string | null; className?: string }) =>
  html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;

export const Facts = ({ items }: { items: CvFact[] }) =>
  items.length ? (
    <dl className="facts">
      {items.map((f, i) => (
        <div className="fact" key={`${f.key}-${i}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  ) : null;

/** The tallest an image is printed, so that it fits on a page under its section title. */
const IMAGE_MAX_HEIGHT_MM = 225;

/**
 * An image laid out from its pixel size before it loads (the page count is taken without loading
 * it): as wide as the column, but never taller than `IMAGE_MAX_HEIGHT_MM`.
 */
const Figure = ({ image }: { image: CvImage }) => (
  <figure className="report-image">
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      style={{ aspectRatio: `${image.width} / ${image.height}`, width: `min(100%, ${((IMAGE_MAX_HEIGHT_MM * image.width) / image.height).toFixed(1)}mm)` }}
    />
  </figure>
);

const Meta = ({ parts }: { parts: (string | null)[] }) => {
  const shown = parts.filter(Boolean);
  return shown.length ? <div className="meta">{shown.join(' · ')}</div> : null;
};

/** The body of a section, whatever its kind. */
export function SectionBody({ section }: { section: CvSection }): ReactNode {
  switch (section.kind) {
    case 'rich':
      return <Rich html={section.html} />;
    case 'tags':
      return (
        <ul className="tags">
          {section.items.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      );
    case 'languages':
      return (
        <ul className="languages">
          {section.items.map((l, i) => (
            <li key={i}>
              <span className="language-name">{l.name}</span> <span className="language-level">{l.level}</span>
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <>
          <Facts items={section.items} />
          <Rich html={section.noteHtml} />
        </>
      );
    case 'notes':
      return section.items.map((n, i) => (
        <div className="entry" key={i}>
          {n.heading ? <h4 className="entry-head">{n.heading}</h4> : null}
          <Rich html={n.html} />
        </div>
      ));
    case 'experience':
      return section.groups.map((g, gi) => (
        <div className={`company${g.entries.length > 1 ? ' merged' : ''}`} key={gi}>
          <div className="company-head">
            <h3 className="company-name">{g.company}</h3>
            <Meta parts={[g.industry, g.period, g.duration]} />
          </div>
          <Rich html={g.descriptionHtml} className="rich company-description" />
          {g.entries.map((e) => (
            <div className="entry" key={e.id}>
              <div className="entry-head">
                <h4 className="entry-title">
                  {e.title}
                  {e.subtitle ? <span className="entry-subtitle"> — {e.subtitle}</span> : null}
                </h4>
                <div className="entry-when">
                  {e.period}
                  {e.duration ? <span className="duration"> ({e.duration})</span> : null}
                </div>
                <Meta parts={[e.contractType, e.location]} />
              </div>
              <Rich html={e.summaryHtml} />
              <Rich html={e.highlightsHtml} className="rich highlights" />
            </div>
          ))}
        </div>
      ));
    case 'education':
      return section.entries.map((e) => (
        <div className="entry" key={e.id}>
          <div className="entry-head">
            <h4 className="entry-title">{e.title}</h4>
            <div className="entry-when">{e.period}</div>
            <Meta parts={[e.level, e.institution, e.address, e.location]} />
          </div>
          <Rich html={e.summaryHtml} />
        </div>
      ));
    case 'images':
      return section.items.map((image, i) => <Figure image={image} key={i} />);
    case 'qualifications':
      return section.entries.map((q) => (
        <div className="entry qualification" key={q.id}>
          {q.period ? <div className="entry-when entry-head">{q.period}</div> : null}
          <Rich html={q.summaryHtml} />
        </div>
      ));
  }
}

export const Section = ({ section, className = 'section' }: { section: CvSection; className?: string }) => (
  <section className={`${className} section-${section.kind} key-${section.key}`}>
    <h2 className="section-title">{section.title}</h2>
    <SectionBody section={section} />
  </section>
);

export type Branding = { logoDataUrl: string | null; companyName: string | null };

export const Logo = ({ branding }: { branding: Branding }) =>
  branding.logoDataUrl ? <img className="logo" src={branding.logoDataUrl} alt={branding.companyName ?? ''} /> : null;

export const Avatar = ({ view }: { view: CvView }) => (view.header.avatarUrl ? <img className="avatar" src={view.header.avatarUrl} alt="" /> : null);

export const ContactLines = ({ view }: { view: CvView }) =>
  view.header.contact.length ? (
    <ul className="contact">
      {view.header.contact.map((c, i) => (
        <li key={i} className={`contact-${c.kind}`}>
          <span className="contact-label">{c.label}</span> {c.value}
        </li>
      ))}
    </ul>
  ) : null;

export const Cover = ({ view }: { view: CvView }) =>
  view.cover ? (
    <section className="cover">
      <div className="cover-kicker">{view.labels.coverSheet}</div>
      {view.cover.title ? <h2 className="cover-title">{view.cover.title}</h2> : null}
      {view.cover.subtitle ? <div className="cover-subtitle">{view.cover.subtitle}</div> : null}
      {view.cover.preparedFor ? (
        <div className="cover-client">
          {view.labels.preparedFor}: {view.cover.preparedFor}
        </div>
      ) : null}
      <Rich html={view.cover.html} />
      <Facts items={view.cover.facts} />
    </section>
  ) : null;

/** The main column of every template: the cover sheet, then the sections (`children` come first). */
export const MainColumn = ({ view, sections = view.sections, children }: { view: CvView; sections?: CvSection[]; children?: ReactNode }) => (
  <main className="main">
    {children}
    <Cover view={view} />
    {sections.map((s) => (
      <Section key={s.key} section={s} />
    ))}
  </main>
);

export type TemplateProps = { view: CvView; branding: Branding };
