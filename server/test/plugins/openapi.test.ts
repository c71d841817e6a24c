import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('describes the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const contact = document.paths['/api/contact/'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['fullName', 'email', 'messageType', 'message']);
    expect(body.properties.messageType.enum).toContain('partnership');
    expect(Object.keys(contact.responses)).toEqual(['201', '400', '413', '415']);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(
      document.paths['/api/dev/outbox/'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['to', 'page', 'page_size']);
  });

  it('leaves out the static files and its own documentation routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    const paths = Object.keys(document.paths);

    // Every API route is documented (new modules add theirs); nothing else is.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/contact/',
        '/api/dev/outbox/',
        '/api/health',
        '/authentication/login/',
        '/authentication/profile/',
        '/authentication/register/',
        '/authentication/token/refresh/',
      ]),
    );
    for (const path of paths) {
      expect(path).toMatch(/^\/(api|authentication)\//);
      expect(path).not.toMatch(/^\/api\/(docs|openapi\.json)/);
    }
  });

  it('describes the account routes: multipart sign-up, bearer security, error answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths;

    const register = paths['/authentication/register/'].post;
    expect(Object.keys(register.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    const form = register.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['phone_number', 'password', 'name']);
    expect(Object.keys(form.properties)).toEqual([
      'phone_number',
      'password',
      'name',
      'email',
      'image',
    ]);
    expect(Object.keys(register.responses)).toEqual(['201', '400', '413', '415', '429']);

    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, method] of [
      ['/authentication/profile/', 'get'],
      ['/authentication/profile/', 'put'],
      ['/authentication/change-password/', 'post'],
      ['/authentication/profile/confirm-email/', 'post'],
    ] as const) {
      expect(paths[path][method].security).toEqual([{ bearerAuth: [] }]);
      expect(paths[path][method].responses['401']).toBeDefined();
    }
    expect(paths['/authentication/login/'].post.security).toBeUndefined();
    expect(Object.keys(paths['/authentication/login/'].post.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
    ]);
    expect(
      paths['/authentication/profile/'].get.responses['200'].content['application/json'].schema
        .required,
    ).toEqual([
      'user_id',
      'name',
      'email',
      'pending_email',
      'phone_number',
      'image',
      'role',
      'member_since',
    ]);
  });
});

describe('GET /api/docs', () => {
  it('answers the Swagger UI page, which loads only same-origin files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const scripts = [...response.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\/api\/docs\/static\//);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }
  });
});
