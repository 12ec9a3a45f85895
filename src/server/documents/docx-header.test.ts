import { describe, expect, it } from 'vitest';
import { readFirstPageHeader, wordXmlBlocks } from './docx-header.js';
import { extractDocx, parseResume } from './parse-resume.js';
import { documentXml, documentXmlWithSection, docxFromXml, headerXml } from './resume-fixtures.js';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const BODY = ['Profile', 'Civil engineer with ten years of roads and utilities work.', 'Experience', 'Project Engineer, Stantec, 2018 – Present', 'Education', 'BSc Civil Engineering, University of Calgary, 2014'];
const PAGE_FOOTER = `<w:ftr ${W}><w:p><w:r><w:t xml:space="preserve">Page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> of </w:t></w:r><w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>2</w:t></w:r></w:fldSimple></w:p></w:ftr>`;

describe('the first page header of a Word document', () => {
  it('is read before the body, and the name, e-mail, phone and city come from it', async () => {
    const bytes = await docxFromXml(documentXmlWithSection(BODY, [{ kind: 'header', type: 'default', id: 'rId6' }, { kind: 'footer', type: 'default', id: 'rId7' }]), 6, [
      { kind: 'header', id: 'rId6', name: 'header1.xml', xml: headerXml(['Owen MacKinnon', 'Calgary, Alberta  •  (403) 555-0128  •  owen.mackinnon@example.com']) },
      { kind: 'footer', id: 'rId7', name: 'footer1.xml', xml: PAGE_FOOTER },
    ]);
    const { blocks } = await extractDocx(bytes);
    expect(blocks.slice(0, 3).map((b) => b.text)).toEqual(['Owen MacKinnon', 'Calgary, Alberta • (403) 555-0128 • owen.mackinnon@example.com', 'Profile']);
    // The footer's "Page 1 of 2" is not read.
    expect(blocks.some((b) => /page|of 2/i.test(b.text))).toBe(false);
    const { data } = await parseResume({ bytes, kind: 'docx' });
    expect([data.first_name, data.last_name]).toEqual(['Owen', 'MacKinnon']);
    expect(data.email).toBe('owen.mackinnon@example.com');
    expect(data.phones?.map((p) => p.number)).toEqual(['(403) 555-0128']);
    expect(data.location?.city).toBe('Calgary');
  });

  it('leaves footers out, even a footer only document', async () => {
    const bytes = await docxFromXml(documentXmlWithSection(['Maria Jansen', 'maria.jansen@example.com', ...BODY], [{ kind: 'footer', type: 'default', id: 'rId7' }]), 6, [
      { kind: 'footer', id: 'rId7', name: 'footer1.xml', xml: headerXml(['Maria Jansen – Resume – Page 1 of 2'], 'ftr') },
    ]);
    expect(await readFirstPageHeader(bytes)).toEqual([]);
    const { blocks } = await extractDocx(bytes);
    expect(blocks[0].text).toBe('Maria Jansen');
    expect(blocks.some((b) => /Page 1 of 2/.test(b.text))).toBe(false);
  });

  it('reads the first-page header before the default one when the document has a title page, and only the default one without', async () => {
    const parts = [
      { kind: 'header' as const, id: 'rId1', name: 'header1.xml', xml: headerXml(['Maria Jansen – Resume']) },
      { kind: 'header' as const, id: 'rId2', name: 'header2.xml', xml: headerXml(['Maria Jansen', 'maria.jansen@example.com · +31 6 12345678']) },
      { kind: 'header' as const, id: 'rId3', name: 'header3.xml', xml: headerXml(['Even pages']) },
    ];
    const refs = [
      { kind: 'header' as const, type: 'default' as const, id: 'rId1' },
      { kind: 'header' as const, type: 'first' as const, id: 'rId2' },
      { kind: 'header' as const, type: 'even' as const, id: 'rId3' },
    ];
    const titled = await readFirstPageHeader(await docxFromXml(documentXmlWithSection(BODY, refs, true), 6, parts));
    expect(titled.map((b) => b.text)).toEqual(['Maria Jansen', 'maria.jansen@example.com · +31 6 12345678', 'Maria Jansen – Resume']);
    const plain = await readFirstPageHeader(await docxFromXml(documentXmlWithSection(BODY, refs, false), 6, parts));
    expect(plain.map((b) => b.text)).toEqual(['Maria Jansen – Resume']);
  });

  it('takes the headers of the first section, not those of a later one', async () => {
    const first = `<w:p><w:pPr><w:sectPr><w:headerReference w:type="default" r:id="rId2"/></w:sectPr></w:pPr><w:r><w:t>Profile</w:t></w:r></w:p>`;
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${first}<w:p><w:r><w:t>Later section</w:t></w:r></w:p><w:sectPr><w:headerReference w:type="default" r:id="rId1"/></w:sectPr></w:body></w:document>`;
    const bytes = await docxFromXml(xml, 6, [
      { kind: 'header', id: 'rId1', name: 'header1.xml', xml: headerXml(['Appendix']) },
      { kind: 'header', id: 'rId2', name: 'header2.xml', xml: headerXml(['Maria Jansen']) },
    ]);
    expect((await readFirstPageHeader(bytes)).map((b) => b.text)).toEqual(['Maria Jansen']);
  });

  it('is left out when the top of the body repeats it, and skipped when it cannot be read', async () => {
    const repeated = await docxFromXml(documentXmlWithSection(['Maria Jansen', 'maria.jansen@example.com', ...BODY], [{ kind: 'header', type: 'default', id: 'rId1' }]), 6, [
      { kind: 'header', id: 'rId1', name: 'header1.xml', xml: headerXml(['Maria Jansen', 'Senior Nurse']) },
    ]);
    expect((await extractDocx(repeated)).blocks.slice(0, 3).map((b) => b.text)).toEqual(['Maria Jansen', 'maria.jansen@example.com', 'Profile']);
    for (const xml of ['<w:hdr><w:p><w:r><w:t>Maria <<</w:t', '\u0000\u0001 not xml', '']) {
      const broken = await docxFromXml(documentXmlWithSection(['Maria Jansen', 'maria.jansen@example.com', ...BODY], [{ kind: 'header', type: 'default', id: 'rId1' }]), 6, [{ kind: 'header', id: 'rId1', name: 'header1.xml', xml }]);
      const { blocks } = await extractDocx(broken);
      expect(blocks.find((b) => b.text.includes('Maria Jansen'))).toBeDefined();
    }
    // A relationship to a part the package lacks, and a package without relationships.
    const missing = await docxFromXml(documentXmlWithSection(['Maria Jansen'], [{ kind: 'header', type: 'default', id: 'rId1' }]), 6, [{ kind: 'footer', id: 'rId9', name: 'footer1.xml', xml: '' }]);
    expect(await readFirstPageHeader(missing)).toEqual([]);
    expect(await readFirstPageHeader(await docxFromXml(documentXml(['Maria Jansen'])))).toEqual([]);
    expect(await readFirstPageHeader(new TextEncoder().encode('PK not a zip'))).toEqual([]);
  });
});

describe('wordXmlBlocks', () => {
  it('reads runs, tabs and breaks, bold runs, and entities', () => {
    const xml = `<w:hdr ${W}><w:p><w:pPr><w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>OWEN</w:t></w:r><w:r><w:rPr><w:b w:val="1"/></w:rPr><w:t xml:space="preserve"> MacKINNON</w:t></w:r></w:p><w:p><w:r><w:t>Calgary</w:t><w:tab/><w:t>R&amp;D &#8226; (403) 555-0128</w:t><w:br/><w:t>owen@example.com</w:t></w:r></w:p><w:p><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>Engineer</w:t></w:r></w:p></w:hdr>`;
    expect(wordXmlBlocks(xml)).toEqual([
      { text: 'OWEN MacKINNON', heading: 0, bold: true },
      { text: 'Calgary R&D • (403) 555-0128', heading: 0, bold: false },
      { text: 'owen@example.com', heading: 0, bold: false },
      { text: 'Engineer', heading: 0, bold: false },
    ]);
  });

  it('reads a text box once (its choice, not the fallback too), before the paragraph that holds it, and drops page-number lines', () => {
    const box = (t: string) => `<w:txbxContent><w:p><w:r><w:t>${t}</w:t></w:r></w:p></w:txbxContent>`;
    const xml = `<w:hdr ${W} xmlns:mc="m" xmlns:wps="s" xmlns:v="v"><w:p><w:r><w:t>Anchor</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box('thabo@example.com')}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox>${box('thabo@example.com')}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p><w:p><w:r><w:t>Page </w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p></w:hdr>`;
    expect(wordXmlBlocks(xml).map((b) => b.text)).toEqual(['thabo@example.com', 'Anchor']);
    // A choice without text: the fallback is read.
    const fallback = `<w:hdr ${W} xmlns:mc="m"><mc:AlternateContent><mc:Choice Requires="x"><x:chart/></mc:Choice><mc:Fallback>${box('Cell: 082 555 0134')}</mc:Fallback></mc:AlternateContent></w:hdr>`;
    expect(wordXmlBlocks(fallback).map((b) => b.text)).toEqual(['Cell: 082 555 0134']);
  });

  it('never throws on malformed XML, and keeps to its character limit', () => {
    for (const xml of ['<w:p><w:r><w:t>open', '<<<>>>', '<w:p><w:t>a</w:p></w:t></w:p>', '<!-- unterminated', '<![CDATA[', '<w:p a="></w:p>']) expect(() => wordXmlBlocks(xml)).not.toThrow();
    expect(wordXmlBlocks('<w:p><w:t>a</w:p></w:t></w:p>').map((b) => b.text)).toEqual(['a']);
    const long = `<w:hdr>${Array.from({ length: 50 }, () => `<w:p><w:r><w:t>${'x'.repeat(100)}</w:t></w:r></w:p>`).join('')}</w:hdr>`;
    expect(wordXmlBlocks(long, 250).reduce((s, b) => s + b.text.length, 0)).toBe(250);
  });
});
