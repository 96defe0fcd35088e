import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectAccessible, WIDTHS } from './support/accessibility';
import { call, signedInWithWorkspace, snapBothWidths } from './support/accounts';
import { eachTestInABrowser } from './support/each-test';
import type { Service } from './support/service';

// Generous bounds for the machine being busy; every wait ends as soon as its condition holds.
const SLOW = { timeout: 60_000 };

interface Seeded {
  workspaceId: string;
  website: string;
  mobile: string;
}

describe('jump-to palette and key search in Chromium', function () {
  this.timeout(240_000);
  let service: Service;
  let page: Page;
  eachTestInABrowser((opened) => ({ service, page } = opened), SLOW.timeout);

  /**
   * Ada's workspace with projects Website (WEB) and Mobile app (APP); WEB-1..4, where WEB-4,
   * the newest, mentions "web-2" in its title: a key search must still list WEB-2 first.
   */
  async function seed(): Promise<Seeded> {
    await page.goto('/login');
    const { workspaceId } = await signedInWithWorkspace(page, service.baseUrl, 'Ada');
    const project = (name: string, prefix: string) =>
      call<{ id: string }>(page, service.baseUrl, 'POST', `/workspaces/${workspaceId}/projects`, {
        name,
        prefix,
      });
    const website = (await project('Website', 'WEB')).id;
    const mobile = (await project('Mobile app', 'APP')).id;
    for (const title of [
      'Fix the login page',
      'Write the release notes',
      'Tidy the footer',
      'Mention web-2 in the changelog',
    ]) {
      await call(page, service.baseUrl, 'POST', `/workspaces/${workspaceId}/issues`, {
        projectId: website,
        title,
      });
    }
    return { workspaceId, website, mobile };
  }

  const palette = () => page.getByRole('dialog', { name: 'Jump to' });
  const field = () => palette().getByRole('combobox', { name: 'Jump to' });
  const options = () => palette().getByRole('option');
  /** The accessible names of the options, in order, once the search has answered. */
  async function optionNames(): Promise<string[]> {
    await palette().locator('[role="listbox"][aria-busy="false"]').waitFor();
    return options().allInnerTexts();
  }
  const openWithKeys = async () => {
    await page.keyboard.press('Control+k');
    await field().waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  };

  it('opens with Ctrl-K from a field, closes with Escape back to it, and is accessible at both widths', async () => {
    const s = await seed();
    await page.goto(`/w/${s.workspaceId}/projects/${s.website}/issues`);
    await page.getByRole('cell', { name: 'WEB-1', exact: true }).waitFor();
    const search = page.getByRole('search', { name: 'Issues' }).getByLabel('Search');
    await search.click();

    // Even while typing in a field (the list's search box).
    await openWithKeys();
    expect(await field().getAttribute('aria-expanded')).to.equal('true');
    const listboxId = await field().getAttribute('aria-controls');
    expect(await palette().getByRole('listbox').getAttribute('id')).to.equal(listboxId);
    // Grouped: the projects, the views, the actions, the workspaces.
    for (const group of ['Projects', 'Views', 'Actions', 'Workspaces'])
      await palette().getByRole('group', { name: group }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width: width.width, height: width.height });
      await expectAccessible(page, `the palette at ${width.name}`);
    }
    await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
    await snapBothWidths(page, 'palette-open');
    const first = options().first();
    expect(await first.getAttribute('aria-selected')).to.equal('true');
    expect(await field().getAttribute('aria-activedescendant')).to.equal(
      await first.getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');
    expect(await field().getAttribute('aria-activedescendant')).to.equal(
      await options().nth(1).getAttribute('id'),
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await field().getAttribute('aria-activedescendant')).to.equal(
      await options().last().getAttribute('id'),
    );

    await page.keyboard.type('web-2');
    expect(await optionNames()).to.have.length.greaterThan(0);
    await snapBothWidths(page, 'palette-key-search');
    await expectAccessible(page, 'the palette with issues found');

    await page.keyboard.press('Escape');
    await palette().waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).to.equal(
      'search',
    );
    await snapBothWidths(page, 'palette-closed');
    // Ctrl-K closes it too, and the focus goes back the same way.
    await openWithKeys();
    await page.keyboard.press('Control+k');
    await palette().waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).to.equal(
      'search',
    );

    // The keyboard help lists it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByRole('row', { name: /Ctrl\+K.*Jump to an issue/ }).waitFor();
    await expectAccessible(page, 'the keyboard help');
    await snapBothWidths(page, 'palette-keyboard-help');
  });

  it('jumps to an issue by its key in any case, to a project by its name, to a view and to an action', async () => {
    const s = await seed();
    // Outside a workspace (an account page) it offers the workspaces and the account's pages.
    await page.goto('/settings/notifications');
    await page.getByRole('heading', { name: 'Notification emails' }).waitFor();
    await openWithKeys();
    await page.keyboard.type('ada');
    expect((await optionNames())[0]).to.equal('Switch to Ada’s team');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/w/${s.workspaceId}`);
    await page.getByRole('heading', { name: 'Ada’s team' }).waitFor();

    await openWithKeys();
    await page.keyboard.type('web-2');
    const found = await optionNames();
    expect(found[0]).to.match(/^WEB-2\s*Write the release notes/);
    expect(found[1]).to.match(/^WEB-4\s*Mention web-2 in the changelog/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/projects\/[a-z0-9]+\/issues\/[a-z0-9]+$/);
    await page.getByRole('heading', { name: 'WEB-2 Write the release notes' }).waitFor();

    // Typed and chosen at once: Enter waits for the search rather than opening something else.
    await openWithKeys();
    await page.keyboard.type('WEB-3');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'WEB-3 Tidy the footer' }).waitFor();

    await openWithKeys();
    await page.keyboard.type('mobile');
    expect((await optionNames())[0]).to.match(/^Mobile app/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/w/${s.workspaceId}/projects/${s.mobile}`);
    await page.getByRole('heading', { name: /Mobile app/ }).waitFor();

    // From the button in the top bar, for a phone without a keyboard.
    await page.getByRole('button', { name: 'Jump to…' }).click();
    await field().fill('inbox');
    await options().filter({ hasText: 'Inbox' }).first().click();
    await page.waitForURL((url) => url.pathname === `/w/${s.workspaceId}/inbox`);

    await openWithKeys();
    await page.keyboard.type('create issue');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create issue' }).waitFor();
    await palette().waitFor({ state: 'hidden' });
  });

  it('lists the issue a key names first in the issue list’s search box', async () => {
    const s = await seed();
    await page.goto(`/w/${s.workspaceId}/issues`);
    await page.getByRole('cell', { name: 'WEB-4', exact: true }).waitFor();
    const references = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('tbody td.reference'), (td) => td.textContent),
      );
    await page.getByRole('search', { name: 'Issues' }).getByLabel('Search').fill('web-2');
    await page.waitForURL(/search=web-2/);
    // WEB-4 is newer and mentions "web-2"; the newest-first sort would put it first.
    await page.waitForFunction(
      () => document.querySelectorAll('tbody td.reference').length === 2,
      undefined,
      SLOW,
    );
    expect(await references()).to.deep.equal(['WEB-2', 'WEB-4']);
  });
});
