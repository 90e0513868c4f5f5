import { configuration } from '@storefront/catalog';
import {
  editorStorySchema,
  spaceResponseSchema,
  storyResponseSchema,
  type EditorStorySummary,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed.ts';
import { buildTestApp, type TestContext } from '../../test/helper.ts';

// Issue 15, item 2: editors edit a story as a draft, see its versions, restore one and publish;
// customers read only what is published, and a publish bumps cv.
const contentKey = (configuration.settings.API_CONTENT_KEY as { key: string }).key;
const EDITOR = { username: 'content.editor', password: 'Pizza-Content-2026' };
const STORE_MANAGER = { username: 'hobart.manager', password: 'Pizza-Hobart-2026' };

let ctx: TestContext;
let editorToken: string;
let storeToken: string;
let aboutUs: EditorStorySummary;
let publicClient = 0;
let originalFields: Record<string, unknown>;

const signIn = async (who: { username: string; password: string }) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: who });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};

const asEditor = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = editorToken) =>
  ctx.app.inject({
    method,
    url: `/api/v1/content-editor/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

// Each public read comes from its own address, so the content service's 5-a-second budget never bites.
const publicRead = (url: string) => {
  publicClient += 1;
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/content/cdn/${url}${url.includes('?') ? '&' : '?'}token=${contentKey}`,
    remoteAddress: `10.77.0.${publicClient}`,
  });
};
const publishedAboutUs = async () =>
  storyResponseSchema.parse((await publicRead('stories/content/about-us')).json()).story;
const currentCv = async () => spaceResponseSchema.parse((await publicRead('spaces/me')).json()).space.version;

beforeAll(async () => {
  ctx = await buildTestApp();
  editorToken = await signIn(EDITOR);
  storeToken = await signIn(STORE_MANAGER);
  const list = (await asEditor('GET', 'stories?starts_with=content/')).json() as EditorStorySummary[];
  aboutUs = list.find((story) => story.fullSlug === 'content/about-us')!;
});
afterAll(() => ctx.close());

describe('who may edit', () => {
  it('answers 401 without a token or with an unknown one, and 403 to a store-only account', async () => {
    for (const url of ['me', 'stories', `stories/${aboutUs.uuid}`, `stories/${aboutUs.uuid}/versions`]) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/content-editor/${url}` })).statusCode).toBe(401);
      expect((await asEditor('GET', url, undefined, 'not-a-token')).statusCode).toBe(401);
      const refused = await asEditor('GET', url, undefined, storeToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'Forbidden', message: 'This account cannot edit content.' });
    }
    const publish = await asEditor('POST', `stories/${aboutUs.uuid}/publish`, undefined, storeToken);
    expect(publish.statusCode).toBe(403);
    const draft = await asEditor('PUT', `stories/${aboutUs.uuid}/draft`, { name: 'x', fields: {} }, storeToken);
    expect(draft.statusCode).toBe(403);
  });

  it('names the signed-in editor', async () => {
    expect((await asEditor('GET', 'me')).json()).toEqual({ username: 'content.editor', name: 'Content Editor' });
  });
});

describe('stories', () => {
  it('lists stories by prefix, by full slug', async () => {
    const list = (await asEditor('GET', 'stories?starts_with=content/')).json() as EditorStorySummary[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((story) => story.fullSlug.startsWith('content/'))).toBe(true);
    expect(list.map((s) => s.fullSlug)).toEqual([...list.map((s) => s.fullSlug)].sort());
    expect(aboutUs).toMatchObject({ component: 'page', hasDraft: false });
    expect((await asEditor('GET', 'stories?starts_with=Content%25')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown story and 400 for a malformed id', async () => {
    expect((await asEditor('GET', 'stories/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asEditor('GET', 'stories/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('drafts, publishing and versions', () => {
  it('keeps a draft from customers until it is published; publishing bumps cv and changes the public read', async () => {
    const before = await publishedAboutUs();
    originalFields = { title: before.content.title, lead: before.content.lead, body: before.content.body };
    const cvBefore = await currentCv();
    const story = editorStorySchema.parse((await asEditor('GET', `stories/${aboutUs.uuid}`)).json());
    expect(story.draft).toBeNull();
    expect(story.published.fields.title).toBe(before.content.title);

    const saved = await asEditor('PUT', `stories/${aboutUs.uuid}/draft`, {
      name: 'About us',
      fields: { title: 'About Red Roof, since 1987', lead: 'A new lead.', body: '## Our ovens\n\nStill wood-fired.' },
    });
    expect(saved.statusCode).toBe(200);
    // Version 1 is the story as published before its first edit; the draft is version 2.
    expect(editorStorySchema.parse(saved.json()).draft).toMatchObject({
      version: 2,
      savedBy: 'content.editor',
      fields: { title: 'About Red Roof, since 1987', lead: 'A new lead.', body: '## Our ovens\n\nStill wood-fired.' },
    });

    // Not public yet: same story, same cv.
    expect((await publishedAboutUs()).content).toEqual(before.content);
    expect(await currentCv()).toBe(cvBefore);
    const listed = (await asEditor('GET', 'stories?starts_with=content/about')).json() as EditorStorySummary[];
    expect(listed).toEqual([expect.objectContaining({ fullSlug: 'content/about-us', hasDraft: true })]);

    const published = await asEditor('POST', `stories/${aboutUs.uuid}/publish`);
    expect(published.statusCode).toBe(200);
    const { cv, story: after } = published.json() as { cv: number; story: unknown };
    expect(cv).toBeGreaterThan(cvBefore);
    expect(editorStorySchema.parse(after).draft).toBeNull();
    expect(await currentCv()).toBe(cv);

    const now = await publishedAboutUs();
    expect(now.content).toMatchObject({ component: 'page', title: 'About Red Roof, since 1987', lead: 'A new lead.' });
    expect(now.content.body).toBe('## Our ovens\n\nStill wood-fired.');
    expect(now.uuid).toBe(before.uuid);

    // A restart seeds again: the editor's published story stays as they left it.
    await seedCatalog(ctx.database.db);
    expect((await publishedAboutUs()).content).toEqual(now.content);

    // Nothing left to publish.
    const again = await asEditor('POST', `stories/${aboutUs.uuid}/publish`);
    expect(again.statusCode).toBe(409);
    expect(await currentCv()).toBe(cv);
  });

  it('lists versions newest first and restores an old one as a new draft', async () => {
    await asEditor('PUT', `stories/${aboutUs.uuid}/draft`, { name: 'About us', fields: { lead: 'Second lead.' } });
    const versions = (await asEditor('GET', `stories/${aboutUs.uuid}/versions`)).json() as {
      version: number;
      publishedAt: string | null;
    }[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.map((v) => v.publishedAt === null)).toEqual([true, false, false]);
    expect(versions[2]).toMatchObject({ savedBy: 'published before editing' });

    const restored = await asEditor('POST', `stories/${aboutUs.uuid}/versions/2/restore`);
    expect(restored.statusCode).toBe(200);
    expect(editorStorySchema.parse(restored.json()).draft).toMatchObject({
      version: 4,
      fields: { lead: 'A new lead.' },
    });

    // The content as first published comes back too, and publishing it puts it back for customers.
    const original = await asEditor('POST', `stories/${aboutUs.uuid}/versions/1/restore`);
    expect(editorStorySchema.parse(original.json()).draft).toMatchObject({ version: 5, fields: originalFields });
    expect((await asEditor('POST', `stories/${aboutUs.uuid}/publish`)).statusCode).toBe(200);
    expect((await publishedAboutUs()).content).toMatchObject(originalFields);
    expect(((await asEditor('GET', `stories/${aboutUs.uuid}/versions`)).json() as unknown[]).length).toBe(5);
    expect((await asEditor('POST', `stories/${aboutUs.uuid}/versions/99/restore`)).statusCode).toBe(404);
  });
});

describe('bad drafts', () => {
  it('refuses unknown fields, oversized fields, an empty title or name, and saves nothing', async () => {
    const versionsBefore = ((await asEditor('GET', `stories/${aboutUs.uuid}/versions`)).json() as unknown[]).length;
    const cases: [object, string][] = [
      [{ name: 'About us', fields: { script: 'x' } }, 'body.fields.script'],
      [{ name: 'About us', fields: { lead: 'x'.repeat(2_001) } }, 'body.fields.lead'],
      [{ name: 'About us', fields: { title: '   ' } }, 'body.fields.title'],
      [{ name: 'About us', fields: { body: 'x'.repeat(50_001) } }, 'body.fields.body'],
      [{ name: '', fields: {} }, 'body.name'],
      [{ name: 'About us', fields: { Body: 'x' } }, 'body.fields'],
    ];
    for (const [payload, field] of cases) {
      const res = await asEditor('PUT', `stories/${aboutUs.uuid}/draft`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
    const versionsAfter = ((await asEditor('GET', `stories/${aboutUs.uuid}/versions`)).json() as unknown[]).length;
    expect(versionsAfter).toBe(versionsBefore);
  });
});

describe('link lists (decision 191)', () => {
  const footerStory = async () => {
    const list = (await asEditor('GET', 'stories?starts_with=navigation/')).json() as EditorStorySummary[];
    return list.find((story) => story.fullSlug === 'navigation/footer')!;
  };
  const publishedFooter = async () =>
    storyResponseSchema.parse((await publicRead('stories/navigation/footer')).json()).story.content as unknown as {
      groups: { title: string; links: { label: string; url: string }[] }[];
    };

  it("answers a navigation story's link lists by group, and publishes an edited list", async () => {
    const footer = await footerStory();
    const story = editorStorySchema.parse((await asEditor('GET', `stories/${footer.uuid}`)).json());
    const before = await publishedFooter();
    expect(story.linkListLabels).toMatchObject({ 'groups.0.links': `${before.groups[0]!.title} links` });
    expect(story.published.linkLists?.['groups.1.links']).toEqual(before.groups[1]!.links);

    const edited = [
      { label: 'Store finder', url: '/stores' },
      { label: 'Careers', url: 'https://careers.example.com/red-roof' },
    ];
    const saved = await asEditor('PUT', `stories/${footer.uuid}/draft`, {
      name: 'Footer',
      fields: {},
      linkLists: { 'groups.1.links': edited },
    });
    expect(saved.statusCode).toBe(200);
    expect(editorStorySchema.parse(saved.json()).draft?.linkLists?.['groups.1.links']).toEqual(edited);
    expect((await publishedFooter()).groups[1]!.links).toEqual(before.groups[1]!.links);

    expect((await asEditor('POST', `stories/${footer.uuid}/publish`)).statusCode).toBe(200);
    const after = await publishedFooter();
    expect(after.groups[1]).toEqual({ title: before.groups[1]!.title, links: edited });
    // The other groups stay as they were.
    expect(after.groups[0]).toEqual(before.groups[0]);
  });

  it('refuses a link to another scheme or host form, an unlabelled link or a list the story lacks, with 400 naming the field, and saves nothing', async () => {
    const footer = await footerStory();
    const versionsBefore = ((await asEditor('GET', `stories/${footer.uuid}/versions`)).json() as unknown[]).length;
    const draft = (links: object[], key = 'groups.0.links') => ({
      name: 'Footer',
      fields: {},
      linkLists: { [key]: links },
    });
    const good = { label: 'Pizza', url: '/menu/pizza' };
    const cases: [object, string][] = [
      [draft([good, { label: 'Run', url: 'javascript:alert(1)' }]), 'body.linkLists.groups.0.links.1.url'],
      [
        draft([{ label: 'Data', url: 'data:text/html,<script>alert(1)</script>' }]),
        'body.linkLists.groups.0.links.0.url',
      ],
      [draft([{ label: 'Plain', url: 'http://example.com/' }]), 'body.linkLists.groups.0.links.0.url'],
      [draft([{ label: 'Other host', url: '//example.com/x' }]), 'body.linkLists.groups.0.links.0.url'],
      [draft([{ label: 'Slashes', url: '/\\example.com' }]), 'body.linkLists.groups.0.links.0.url'],
      [draft([{ label: 'Relative', url: 'menu/pizza' }]), 'body.linkLists.groups.0.links.0.url'],
      [draft([{ label: 'Login', url: 'https://user:pass@example.com/' }]), 'body.linkLists.groups.0.links.0.url'],
      [draft([{ label: ' ', url: '/stores' }]), 'body.linkLists.groups.0.links.0.label'],
      [draft([{ ...good, target: '_blank' }]), 'body.linkLists.groups.0.links.0'],
      [draft([good], 'groups.9.links'), 'body.linkLists.groups.9.links'],
      [draft([good], 'items'), 'body.linkLists'],
    ];
    for (const [payload, field] of cases) {
      const res = await asEditor('PUT', `stories/${footer.uuid}/draft`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(payload).slice(0, 100)).toContain(field);
    }
    // A page has no link lists at all.
    const page = await asEditor('PUT', `stories/${aboutUs.uuid}/draft`, draft([good], 'links'));
    expect(page.statusCode).toBe(400);
    expect(page.json().errors).toEqual([
      { field: 'body.linkLists.links', message: 'this story has no such link list' },
    ]);
    const versionsAfter = ((await asEditor('GET', `stories/${footer.uuid}/versions`)).json() as unknown[]).length;
    expect(versionsAfter).toBe(versionsBefore);
  });
});
