import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { WIDTHS } from './accessibility';
import { snap } from './browser';

const PASSWORD = 'correct horse battery';

/**
 * A JSON request with the page's cookie session, from the dashboard's own origin as a browser
 * would send it; fails the test unless the API answers `status`.
 */
export async function call<T = unknown>(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  status = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Origin: baseUrl },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).to.equal(status);
  return status === 204 ? (undefined as T) : ((await res.json()).data as T);
}

/**
 * A new account, logged in in this browser, owning a new workspace: what the sign-up pages
 * do (and dashboard.e2e.ts clicks through), done through the API to get to the view under test.
 */
export async function signedInWithWorkspace(
  page: Page,
  baseUrl: string,
  name: string,
): Promise<{ email: string; workspaceId: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  // Registering logs the browser in (its cookies are the page's).
  await call(page, baseUrl, 'POST', '/auth/register', { email, password: PASSWORD, name });
  const workspace = await call<{ id: string }>(page, baseUrl, 'POST', '/workspaces', {
    name: `${name}’s team`,
  });
  return { email, workspaceId: workspace.id };
}

/** Someone else's account, registered outside the browser so its session stays the user's. */
export async function registerSomeone(baseUrl: string, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.test`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  expect(res.status, await res.text()).to.equal(201);
  return email;
}

/**
 * Makes `email` (an account with the tests' password) a member the way people join: the
 * inviter's page invites the email, and the invitee, signed in outside the browser,
 * accepts the link's token.
 */
export async function joinByInvitation(
  inviter: Page,
  baseUrl: string,
  workspaceId: string,
  email: string,
  role: 'member' | 'admin' | 'owner' = 'member',
): Promise<void> {
  const invitation = await call<{ url: string }>(
    inviter,
    baseUrl,
    'POST',
    `/workspaces/${workspaceId}/invitations`,
    { email, role },
  );
  await acceptInvitation(baseUrl, email, invitation.url);
}

/** The invitee (an account with the tests' password) accepts the invitation link `url`. */
export async function acceptInvitation(baseUrl: string, email: string, url: string): Promise<void> {
  const token = new URL(url).searchParams.get('token');
  const headers = { Origin: baseUrl, 'Content-Type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status, await login.text()).to.equal(200);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const accepted = await fetch(`${baseUrl}/api/invitations/accept`, {
    method: 'POST',
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({ token }),
  });
  expect(accepted.status, await accepted.text()).to.equal(200);
}

/**
 * Screenshots of the page at both widths (laptop, phone), then back to the laptop; at each
 * width nothing may stick out sideways (wide tables scroll inside their own box).
 */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  for (const { name: width, width: w, height } of WIDTHS) {
    await page.setViewportSize({ width: w, height });
    // Two frames: what re-lays itself out on resize (charts) has done so.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      // Named helpers would not survive the trip into the page (the test runner renames them).
      const culprits = Array.from(document.querySelectorAll('body *'))
        .filter((el) => {
          if (el.getBoundingClientRect().right <= width + 0.5) return false;
          for (let up = el.parentElement; up; up = up.parentElement)
            if (getComputedStyle(up).overflowX !== 'visible') return false;
          return true;
        })
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}`);
      return culprits.length > 0
        ? culprits
        : [`${document.documentElement.scrollWidth} px of content`];
    });
    expect(overflow, `what sticks out of ${name} at ${w} px`).to.deep.equal([]);
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
}
