import { eq } from 'drizzle-orm';
import { contactMessages } from '../../../src/db/schema.ts';
import { CONTACT_MESSAGE_TYPES } from '../../../src/modules/contact/schemas.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971 (4) 123-4567',
  messageType: 'booking',
  message: 'Can I change the date of my Dubai to Cairo flight?',
};

const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact/', payload });

async function storedMessage(id: string) {
  const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

describe('POST /api/contact/', () => {
  it('stores the message and answers 201 with its id and time', async () => {
    const response = await submit(valid);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['created_at', 'id']);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(await storedMessage(body.id)).toMatchObject({
      fullName: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '+971 (4) 123-4567',
      messageType: 'booking',
      message: valid.message,
    });
  });

  it('trims text fields and stores an empty or missing phone as no phone', async () => {
    const withEmpty = await submit({ ...valid, fullName: '  Al  ', phone: '   ' });
    const without = await submit({ ...valid, phone: undefined });

    expect(withEmpty.statusCode).toBe(201);
    expect(await storedMessage(withEmpty.json().id)).toMatchObject({ fullName: 'Al', phone: null });
    expect(without.statusCode).toBe(201);
    expect((await storedMessage(without.json().id))?.phone).toBeNull();
  });

  it.each(CONTACT_MESSAGE_TYPES)('accepts the message type %s', async (messageType) => {
    expect((await submit({ ...valid, messageType })).statusCode).toBe(201);
  });

  it.each([
    ['missing name', 'fullName', undefined, 'fullName: is required'],
    ['one-letter name', 'fullName', 'A', 'fullName: must be at least 2 characters'],
    ['blank name', 'fullName', '    ', 'fullName: must be at least 2 characters'],
    ['101-letter name', 'fullName', 'x'.repeat(101), 'fullName: must be at most 100 characters'],
    ['missing email', 'email', undefined, 'email: is required'],
    ['email without @', 'email', 'layla.example.com', 'email: must be a valid email address'],
    ['email with a dotless domain', 'email', 'layla@gmail', 'email: must be a valid email address'],
    [
      '255-char email',
      'email',
      `${'a'.repeat(243)}@example.com`,
      'email: must be at most 254 characters',
    ],
    [
      'phone with letters',
      'phone',
      '+971 4 CALL ME',
      'phone: contains characters that are not allowed',
    ],
    ['31-digit phone', 'phone', '1'.repeat(31), 'phone: must be at most 30 characters'],
    ['missing message type', 'messageType', undefined, 'messageType: is required'],
    [
      'unknown message type',
      'messageType',
      'spam',
      'messageType: must be one of: general, booking, technical, feedback, complaint, partnership, media',
    ],
    ['missing message', 'message', undefined, 'message: is required'],
    ['9-char message', 'message', 'Too short', 'message: must be at least 10 characters'],
    ['5001-char message', 'message', 'x'.repeat(5001), 'message: must be at most 5000 characters'],
    ['object as message', 'message', { text: 'nested' }, 'message: must be a string'],
  ])('rejects a %s with a 400 naming the field', async (_case, field, value, detail) => {
    const response = await submit({ ...valid, [field]: value });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'invalid', field });
  });

  it('stores nothing when the input is invalid', async () => {
    const before = await t.app.db.$count(contactMessages);

    await submit({ ...valid, email: 'not-an-email' });

    expect(await t.app.db.$count(contactMessages)).toBe(before);
  });
});
