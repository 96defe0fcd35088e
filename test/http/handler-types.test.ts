import { expect } from 'chai';
import type { Handler, RequestContext } from '../../src/http/handler';
import type { SortColumns } from '../../src/http/operations';

// Compile-time checks: `npm run typecheck` fails if a `@ts-expect-error` below stops erring,
// that is, if the handler types stop catching what they are for.
describe('handler types', () => {
  it('type a handler by its operation', () => {
    const created: Handler<'createWorkspace'> = async (req) => ({
      id: 'w1',
      name: req.body.name,
      plan: 'FREE',
      features: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // @ts-expect-error a response without its documented fields does not compile
    const incomplete: Handler<'createWorkspace'> = async (req) => ({ name: req.body.name });
    // @ts-expect-error an enum value the document does not list does not compile
    const badPlan: Handler<'createWorkspace'> = async () => ({ plan: 'GOLD' });
    // A list returns its items and total; the router adds `meta`.
    const listed: Handler<'listWebhooks'> = async () => ({ items: [], total: 0 });

    const outside = (req: RequestContext<'createWorkspace'>) =>
      // @ts-expect-error only operations under /workspaces/{workspaceId} see a membership
      req.membership;
    // A cookie-only operation's caller is a signed-in person.
    const inside = (req: RequestContext<'listApiTokens'>) =>
      [req.membership.role, req.principal.userId, req.params.workspaceId] as const;
    // @ts-expect-error a list operation's sort fields all need a column
    const columns: SortColumns<'listWebhooks'> = { createdAt: 'createdAt' };

    expect([created, incomplete, badPlan, listed, outside, inside, columns]).to.have.length(7);
  });
});
