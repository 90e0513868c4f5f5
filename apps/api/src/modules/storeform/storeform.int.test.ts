import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, storeformSubmissions } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';
import { STOREFORM_RATE } from './storeform.service.ts';

// Issue 15, item 4: contact, franchise and careers forms are kept and e-mailed through the outbox;
// bad input is a 400 naming fields, a large or disguised résumé 413 or 415, and nothing is kept.
let ctx: TestContext;
let uploads: string;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(tmpdir(), 'storeform-'));
  ctx = await buildTestApp({
    env: {
      STOREFORM_UPLOAD_DIR: uploads,
      HEAD_OFFICE_EMAIL: 'franchise@head.example',
      STORE_EMAIL_DOMAIN: 'shops.example',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(uploads, { recursive: true, force: true });
});

// Each test is a different client, so the per-client budget is spent only where a test means it.
let client = 0;
let address = '';
beforeEach(() => {
  client += 1;
  address = `10.1.${Math.floor(client / 250)}.${client % 250}`;
});
const post = (form: string, payload: unknown, remoteAddress = address) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/storeform/${form}`, payload: payload as object, remoteAddress });

const submissions = () => ctx.database.db.select().from(storeformSubmissions);
const outboxTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.createdAt));
const storedFiles = () => readdir(uploads).catch(() => [] as string[]);

const contact = {
  firstName: 'Sam',
  lastName: 'Nguyen',
  email: 'sam@example.com',
  topic: 'feedback',
  message: 'The <b>garlic</b> bread was great.',
};
const franchise = {
  firstName: 'Jo',
  lastName: 'Baker',
  email: 'jo@example.com',
  phone: '0412 345 678',
  state: 'NSW',
  area: 'Penrith',
  capital: '250k-500k',
};

const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const DOC_BYTES = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
const DOCX_BYTES = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml...word/document.xml'),
]);
const resume = (bytes: Buffer, fileName = 'resume.pdf', contentType = 'application/pdf') => ({
  fileName,
  contentType,
  data: bytes.toString('base64'),
});
const careers = (upload = resume(PDF_BYTES)) => ({
  firstName: 'Ari',
  lastName: 'Lee',
  email: 'ari@example.com',
  phone: '0498 765 432',
  storeCode: 'NSW002',
  role: 'delivery-driver',
  availability: 'Weeknights and Saturdays',
  resume: upload,
});

describe('POST /api/v1/storeform/contact', () => {
  it('keeps a message with no store and e-mails head office, escaping what was typed', async () => {
    const res = await post('contact', contact);
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.deliveredTo).toBe('Head office');
    const [row] = await ctx.database.db
      .select()
      .from(storeformSubmissions)
      .where(eq(storeformSubmissions.id, receipt.submissionId));
    expect(row).toMatchObject({ kind: 'contact', storeCode: null, deliveredTo: 'franchise@head.example' });
    expect(row!.fields.message).toBe(contact.message);
    const [mail] = await outboxTo('franchise@head.example');
    expect(mail!.text).toContain('The <b>garlic</b> bread was great.');
    expect(mail!.text).toContain(receipt.submissionId);
    expect(mail!.html).toContain('&lt;b&gt;garlic&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>garlic');
  });

  it('sends a message about a store to that store', async () => {
    const res = await post('contact', { ...contact, topic: 'store', storeCode: 'nsw002', phone: '02 9876 5432' });
    expect(res.statusCode).toBe(201);
    expect(res.json().deliveredTo).toMatch(/Red Roof Pizza/);
    const [mail] = await outboxTo('store-nsw002@shops.example');
    expect(mail!.subject).toContain('Sam Nguyen');
    expect(mail!.text).toContain('Phone: 02 9876 5432');
  });

  it('answers 404 for a store that does not exist, keeping nothing', async () => {
    const before = (await submissions()).length;
    const res = await post('contact', { ...contact, storeCode: 'NOPE99' });
    expect(res.statusCode).toBe(404);
    expect((await submissions()).length).toBe(before);
  });

  it('names every missing or invalid field in a 400 and keeps nothing', async () => {
    const before = (await submissions()).length;
    const res = await post('contact', { firstName: ' ', email: 'not-an-email', topic: 'gossip' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.firstName', 'body.lastName', 'body.email', 'body.topic', 'body.message']),
    );
    expect((await submissions()).length).toBe(before);
  });

  it('refuses a message over the length limit', async () => {
    const res = await post('contact', { ...contact, message: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.message');
  });
});

describe('POST /api/v1/storeform/franchise', () => {
  it('keeps the enquiry and e-mails head office', async () => {
    const res = await post('franchise', { ...franchise, message: 'I run a cafe today.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().deliveredTo).toBe('Head office');
    const [mail] = await outboxTo('franchise@head.example');
    expect(mail!.subject).toBe('Franchise enquiry from Jo Baker (Penrith, NSW)');
    expect(mail!.text).toContain('Could invest: $250,000 to $500,000');
  });

  it('names the missing phone and state', async () => {
    const { phone: _phone, state: _state, ...rest } = franchise;
    const res = await post('franchise', rest);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.phone', 'body.state']));
  });
});

describe('POST /api/v1/storeform/careers', () => {
  it.each([
    ['PDF', resume(PDF_BYTES), 'pdf'],
    ['Word .doc', resume(DOC_BYTES, 'cv.doc', 'application/msword'), 'doc'],
    [
      'Word .docx',
      resume(DOCX_BYTES, 'My CV.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      'docx',
    ],
  ])('keeps a %s résumé outside the web root under a random name and tells the store', async (_kind, upload, ext) => {
    const res = await post('careers', careers(upload));
    expect(res.statusCode).toBe(201);
    const { submissionId } = res.json();
    const [row] = await ctx.database.db
      .select()
      .from(storeformSubmissions)
      .where(eq(storeformSubmissions.id, submissionId));
    expect(row!.resumeStoredName).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
    expect(row!.resumeFileName).toBe(upload.fileName);
    expect(row!.fields).not.toHaveProperty('resume');
    const kept = await readFile(path.join(uploads, row!.resumeStoredName!));
    expect(kept.equals(Buffer.from(upload.data, 'base64'))).toBe(true);
    const [mail] = await outboxTo('store-nsw002@shops.example');
    expect(mail!.subject).toContain('Delivery driver');
    expect(mail!.text).toContain(`Résumé: ${upload.fileName}`);
    expect(mail!.text).toContain(submissionId);
  });

  async function refused(payload: unknown, status: number) {
    const rows = (await submissions()).length;
    const files = (await storedFiles()).length;
    const res = await post('careers', payload);
    expect(res.statusCode).toBe(status);
    expect((await submissions()).length).toBe(rows);
    expect((await storedFiles()).length).toBe(files);
    return res.json();
  }

  it('answers 413 for a résumé over 5 MB and keeps nothing', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const problem = await refused(careers(resume(big)), 413);
    expect(problem.message).toMatch(/larger than 5 MB/);
    expect(problem.errors[0].field).toBe('body.resume');
  });

  it('answers 413 for a body far over the limit before reading it all', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 0x41);
    await refused(careers(resume(huge)), 413);
  });

  it.each([
    ['an executable named .pdf', resume(Buffer.from('MZ\x90\x00 not a pdf at all'), 'resume.pdf', 'application/pdf')],
    ['a PDF declared as an image', resume(PDF_BYTES, 'resume.pdf', 'image/png')],
    ['a PDF declared as Word', resume(PDF_BYTES, 'resume.doc', 'application/msword')],
    ['a PDF named .exe', resume(PDF_BYTES, 'resume.exe', 'application/pdf')],
    [
      'a zip with no word/ part as .docx',
      resume(
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.js')]),
        'resume.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ],
  ])('answers 415 for %s and keeps nothing', async (_kind, upload) => {
    const problem = await refused(careers(upload), 415);
    expect(problem.message).toBe('Your résumé must be a PDF or Word document (.pdf, .doc or .docx).');
    expect(problem.errors[0].field).toBe('body.resume');
  });

  it('names missing fields, the résumé among them', async () => {
    const { resume: _r, storeCode: _s, ...rest } = careers();
    const problem = await refused(rest, 400);
    const fields = (problem.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.resume', 'body.storeCode']));
  });

  it('answers 404 for an unknown store and keeps no file', async () => {
    await refused({ ...careers(), storeCode: 'ZZZ999' }, 404);
  });
});

describe('rate limit', () => {
  it(`takes ${STOREFORM_RATE.points} forms from one client, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < STOREFORM_RATE.points; i += 1) {
      expect((await post(i % 2 ? 'franchise' : 'contact', i % 2 ? franchise : contact)).statusCode).toBe(201);
    }
    const before = (await submissions()).length;
    const res = await post('contact', contact);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submissions()).length).toBe(before);
    // Another client is not held back.
    expect((await post('contact', contact, '10.9.9.9')).statusCode).toBe(201);
  });
});
