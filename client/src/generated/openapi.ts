// Generated from openapi/openapi.yaml by `npm run generate` (openapi-typescript). Do not edit.

export interface paths {
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document, as JSON
     * @description The raw OpenAPI document (not wrapped in the success envelope).
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This document as a reference page
     * @description An HTML page that renders this document (with Redoc) for people to read: every
     *     operation with its parameters, schemas and examples, and the webhook events. It loads
     *     its script from this service, never from a CDN, so it works without internet access.
     */
    get: operations['getApiReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs/redoc.standalone.js': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The script of the reference page
     * @description Redoc's standalone bundle, served from the service's own installation so the
     *     reference page needs nothing from the internet. Cacheable for a year: the page asks
     *     for it with the Redoc version in the query.
     */
    get: operations['getApiReferenceScript'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account and start a session
     * @description Sets the `service_access` and `service_refresh` cookies. Throttled 5/min/IP.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in and start a session
     * @description Sets the `service_access` cookie (short-lived) and the `service_refresh` cookie
     *     (sent only to `/api/auth`). A wrong password and an unknown email get the same 401.
     *     Throttled 5/min/IP, and per account: after 10 attempts on one email without a success
     *     in 15 minutes (`LOGIN_FAILURES_PER_EMAIL`, `LOGIN_FAILURE_WINDOW_SECONDS`), further
     *     attempts get 429 until the window ends, whatever the address and the password.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange the refresh cookie for new session cookies
     * @description Rotates both cookies. Each refresh cookie works once: presenting one that was
     *     already exchanged revokes the whole session (token theft detection).
     *
     *     One exception, so that two tabs refreshing at the same moment do not sign the user
     *     out: for a short grace after a rotation (`SESSION_REFRESH_GRACE_SECONDS`, 30 s by
     *     default; 0 turns it off) the refresh cookie just rotated away still earns a new
     *     access cookie. That answer sets only `service_access`; the refresh cookie set by the
     *     rotation stays the current one. Presenting it after the grace, or any older refresh
     *     cookie at any time, revokes the whole session as above.
     */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session
     * @description Revokes the session named by the cookies (if any) and clears them.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user behind the session
     * @description The account the `service_access` cookie belongs to. Tokens cannot call it: a token is scoped to one workspace, not to a person.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change one's name or handle
     * @description Changes the signed-in person's `name` and/or `handle`. A handle another account
     *     holds (compared without regard to case) is a 409. Mentions written before keep the
     *     text they had. Session cookie only.
     */
    patch: operations['updateCurrentUser'];
    trace?: never;
  };
  '/auth/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How people sign in to this service
     * @description Public, for the sign-in and sign-up pages: whether password login (and sign-up and
     *     reset) is offered (`PASSWORD_LOGIN`), and the single sign-on provider when one is
     *     configured (`OIDC_ISSUER`), with the name its button shows ("Sign in with
     *     <displayName>"). `available` is false while the provider's discovery document could
     *     not be read (the service retries); its button then explains instead of starting.
     */
    get: operations['getSignInOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sso/start': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Go to the identity provider to sign in
     * @description A browser navigates here (the "Sign in with …" button). The answer sends it to the
     *     provider's authorization endpoint (authorization code flow with PKCE S256, a fresh
     *     `state` and `nonce`) and sets the short-lived HttpOnly `service_sso` cookie that binds
     *     them to this browser (10 minutes, `OIDC_ATTEMPT_TTL_SECONDS`). When single sign-on is
     *     not configured or the provider cannot be reached, the browser is sent to the
     *     dashboard's explanation page `/sso/error?reason=…` instead.
     */
    get: operations['startSingleSignOn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sso/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The provider sends the browser back here
     * @description The redirect URI to register at the provider: `BASE_URL` followed by
     *     `/api/auth/sso/callback`. Spends the `service_sso` cookie (once), exchanges the code
     *     with the PKCE verifier, and checks the ID token: the provider's signature (its
     *     published keys), issuer, audience, expiry and nonce. Then the identity (issuer,
     *     subject) signs in to its account, a new account is made from the claims
     *     (`OIDC_AUTO_CREATE`), or an account with the same email is entered when the
     *     provider says `email_verified: true`. Success sets the ordinary session cookies and
     *     sends the browser to its `returnTo`; a link started from the account settings adds
     *     the identity to the signed-in account instead. Every refusal sets no session and
     *     sends the browser to `/sso/error?reason=…`, a page that explains it; the log line
     *     says why.
     */
    get: operations['finishSingleSignOn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sso/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start linking the provider to the signed-in account
     * @description For the account settings: sets the `service_sso` cookie and answers the provider's
     *     authorization URL for the browser to go to. When the provider sends it back, the
     *     identity is linked to this account (the session must still be signed in), which can
     *     then sign in with it. An identity already linked to another account is refused.
     */
    post: operations['linkSingleSignOn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/identities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account's linked provider identities
     * @description Each identity the account signs in with through single sign-on, and whether the
     *     account has a password (an identity can be unlinked only while another way to sign
     *     in remains).
     */
    get: operations['listIdentities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/identities/{identityId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unlink a provider identity from the signed-in account
     * @description The account stops signing in with it. Refused with 409 when it is the account's
     *     only way to sign in (no password, or password login turned off, and no other
     *     identity): set a password first.
     */
    delete: operations['unlinkIdentity'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Workspaces the caller belongs to
     * @description The way to find workspace ids. A personal access token or an agent token sees only
     *     the workspace it was issued for (agents have no `role`).
     */
    get: operations['listWorkspaces'];
    put?: never;
    /**
     * Create a workspace
     * @description The caller becomes its owner. Its plan is the operator's `DEFAULT_PLAN`.
     */
    post: operations['createWorkspace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * One workspace
     * @description Readable with a personal access token (no scope needed) or an agent token of this workspace.
     */
    get: operations['getWorkspace'];
    put?: never;
    post?: never;
    /**
     * Delete a workspace and everything in it
     * @description Owners only. Deletes the workspace with its projects, issues, comments, sprints,
     *     agents, members, invitations, personal access tokens, agent tokens, webhooks and
     *     their deliveries, and its audit log, in one transaction; it cannot be undone.
     *     Tokens of the workspace stop working on their very next request.
     */
    delete: operations['deleteWorkspace'];
    options?: never;
    head?: never;
    /**
     * Rename a workspace
     * @description Admins and owners only. The plan is changed by the operator CLI, not here.
     */
    patch: operations['updateWorkspace'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/members': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Members of a workspace
     * @description Every member of the workspace with their role. Any member may list them; only admins change them.
     */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member, or leave the workspace
     * @description Any member may remove themselves (leave); admins remove others; only an owner
     *     removes an owner. The last owner cannot leave. Removal takes effect on the very next
     *     request: the member's personal access tokens in the workspace are revoked (each with an
     *     audit row, reason `member_removed`), so re-adding the person does not revive them.
     *     The member's issues in this workspace are unassigned, each with an `issue.updated`
     *     event (`assigneeId` from the member to null, the remover as actor) delivered to
     *     webhooks like any other; their issues in other workspaces keep their assignee.
     */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Admins and owners. Only an owner can grant the owner role or change an owner's
     *     role. The last owner cannot be demoted.
     */
    patch: operations['updateMember'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Open invitations of a workspace
     * @description Admins and owners. Invitations not yet accepted or withdrawn, with `status`
     *     `pending` or `expired` (an expired one can be resent). Never their links: a link
     *     is shown once, when the invitation is created or resent.
     */
    get: operations['listInvitations'];
    put?: never;
    /**
     * Invite someone by email
     * @description Admins and owners; only an owner invites an owner (403 otherwise). Mails an
     *     invitation to the address (a log line without SMTP), valid for 7 days
     *     (`INVITATION_TTL_DAYS`). The person becomes a member only by accepting it
     *     (`acceptInvitation`), signed in with that email or after signing up with it. The
     *     answer is the same whether or not the email has an account, and holds `url`, the
     *     accept link, shown this once, to pass on when mail is not set up. 409 when the
     *     email belongs to a member or already has a pending invitation (resend that one).
     *     Records an `invitation.created` audit row.
     */
    post: operations['createInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/invitations/{invitationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw an invitation
     * @description Admins and owners; only an owner withdraws an invitation to the owner role. Its
     *     link stops working at once (410, "withdrawn"). Records an `invitation.revoked`
     *     audit row. 404 for an accepted or already withdrawn invitation.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/invitations/{invitationId}/resend': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an invitation again, with a new link
     * @description Admins and owners. Makes a new link (the previous one stops working), valid for
     *     another 7 days from now, mails it, and answers it in `url` like
     *     `createInvitation`. Works on an expired invitation too.
     */
    post: operations['resendInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Projects of the workspace
     * @description Archived projects are included; filter with `archived`. `search` matches the name or prefix.
     */
    get: operations['listProjects'];
    put?: never;
    /**
     * Create a project
     * @description The `prefix` (1-10 upper-case letters or digits) is unique in the workspace (409 otherwise).
     */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * One project
     * @description A project with its `prefix`, which clients put before an issue `number` to show references like `WEB-12`.
     */
    get: operations['getProject'];
    put?: never;
    post?: never;
    /**
     * Delete a project with its issues, sprints and comments
     * @description Deletes the project and everything in it (issues, sprints, comments, pull-request links). It cannot be undone; archive a project to hide it instead.
     */
    delete: operations['deleteProject'];
    options?: never;
    head?: never;
    /**
     * Update a project
     * @description Rename, change the prefix (existing issues keep their numbers) or description; `archived:false` unarchives.
     */
    patch: operations['updateProject'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Archive a project
     * @description An archived project stays readable (issues, comments, activity) but refuses new
     *     issues with 409. Archiving twice is harmless. Unarchive with PATCH `archived: false`.
     */
    post: operations['archiveProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/overview': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Issue counts of a project
     * @description Counts by status, by priority, open (not done/cancelled) and closed, and per assignee (null = unassigned).
     */
    get: operations['getProjectOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Everything that happened in a project, newest first
     * @description The activity of every issue in the project, newest first, as one paginated list. It
     *     holds the events the caller could read through the lists: an event about an issue, a
     *     comment, a sprint or an agent session only when the caller may list issues, comments,
     *     sprints or agent sessions (a personal access token without `read:comments`, for
     *     example, gets no comment events, whose changes hold the comments' text).
     */
    get: operations['listProjectActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/burndown': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Open issues remaining per day
     * @description For a sprint (`sprintId`: its issues over its start and end dates) or a date range
     *     (`from`, `to`, at most 366 days; default the last 30 days). Each day's `scope` counts
     *     the issues there by the end of that day (UTC): created by then and, for a sprint,
     *     added to it by then (an issue added after the start raises the scope on the day it
     *     was added); `remaining` counts those of them not yet closed then.
     */
    get: operations['getProjectBurndown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/sprints': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * Sprints of a project
     * @description The sprints of one project, newest first unless `sortBy` says otherwise.
     */
    get: operations['listSprints'];
    put?: never;
    /**
     * Create a sprint
     * @description `endsOn` must not be before `startsOn`. Issues join a sprint through their `sprintId`.
     */
    post: operations['createSprint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/sprints/{sprintId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * One sprint
     * @description The sprint, with its version as `ETag` (send it in `If-Match` when you change it).
     */
    get: operations['getSprint'];
    put?: never;
    post?: never;
    /**
     * Delete a sprint (its issues leave it)
     * @description The sprint's issues stay in the project with no sprint; nothing else is deleted.
     */
    delete: operations['deleteSprint'];
    options?: never;
    head?: never;
    /**
     * Update a sprint
     * @description Changes only the fields sent; the others keep their values. A completed sprint is
     *     read-only (409). Setting `state` to `completed` completes it as `completeSprint` does
     *     with its open issues going to the backlog.
     */
    patch: operations['updateSprint'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/sprints/{sprintId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete a sprint, moving its open issues
     * @description Completes a planned or active sprint and moves its open issues (those not `done`
     *     or `cancelled`) where `moveOpenIssuesTo` says: `sprint` (the planned or active sprint
     *     `sprintId` of the same project), `newSprint` (a sprint created from `newSprint`) or
     *     `backlog` (no sprint). All of it is one transaction: the sprint completes with every
     *     move or nothing changes. Records `sprint.updated`, `sprint.created` for a new sprint
     *     and `issue.updated` for each moved issue. `endsOn`, if given, is the sprint's end
     *     date (say, today when it ends early). A completed sprint is read-only: 409 when it
     *     already is.
     */
    post: operations['completeSprint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/issues': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Issues of the workspace
     * @description Filters combine with AND. A filter given several times matches any of its values
     *     (`status=todo&status=in_progress`: issues in either). `search` is full-text over
     *     title and description (web search syntax: `"exact phrase"`, `-excluded`, `or`);
     *     results keep the requested sort. A search that is an issue key (`WEB-7`, any case) also
     *     finds that issue, listed first (when it passes the other filters), then the issues whose
     *     text matches. `parentId=null` lists top-level issues only.
     *
     *     `me` in `assigneeId` or `createdBy` stands for the caller, and `watching=true` keeps
     *     the issues the caller watches: together with the other filters they make "my issues"
     *     across the workspace's projects. An agent token has no person behind it: `me` and
     *     `watching` are refused for it (400).
     *
     *     Issues that share a priority, a status, a title, a due date or an estimate are
     *     ordered by when they were created, in the requested direction (newest first with
     *     `desc`), then by id; issues with no due date or estimate come last in ascending
     *     order, first in descending. `sortBy=rank` is the board's order by hand within a status
     *     (`moveIssue`): ascending is top to bottom.
     */
    get: operations['listIssues'];
    put?: never;
    /**
     * Create an issue
     * @description The issue gets the project's next `number` (1, 2, 3… per project, never reused,
     *     safe under concurrent creates). A create that fails after its number was taken
     *     leaves that number unused. `assigneeId` must be a member of the workspace;
     *     `parentId` and `sprintId` must belong to the same project (400 otherwise). An
     *     archived project refuses new issues (409), and so does a completed sprint (409: it
     *     is read-only). The new issue goes to the top of its status's column in the board's
     *     order by hand (`sortBy=rank`).
     */
    post: operations['createIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    /**
     * One issue
     * @description 404 when the issue does not belong to the project named in the path.
     */
    get: operations['getIssue'];
    put?: never;
    post?: never;
    /**
     * Delete an issue
     * @description Its sub-issues become top-level; its number is never reused.
     */
    delete: operations['deleteIssue'];
    options?: never;
    head?: never;
    /**
     * Update an issue
     * @description Same rules as creation; a parent cannot be the issue itself or one of its
     *     descendants (400). Moving to `done` or `cancelled` sets `closedAt`; reopening clears it.
     *     The assignee must be a member of the workspace: one whose membership is removed while
     *     the update runs, or a parent or sprint deleted meanwhile, makes it 409 with nothing
     *     written. A completed sprint takes no issues (409, also when it completes while the
     *     update runs); an issue may leave one. A status change keeps the issue's rank: use
     *     `moveIssue` to place it among the cards of its new column.
     */
    patch: operations['updateIssue'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/move': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Place an issue on the board (its status and its rank)
     * @description Sets the issue's status, if given, and places it in that status's column of the
     *     board's order by hand (`sortBy=rank`, top first): right above `beforeId`, right
     *     below `afterId`, or at the top when neither is given. The neighbour must be another
     *     issue of the project with that status (400 otherwise). Moves in a project run one at
     *     a time, so two people placing cards at once both land where they asked, in the order
     *     the moves arrived. Records `issue.updated` (its changes name `rank` when the place
     *     changed).
     */
    post: operations['moveIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    /**
     * Everything that happened to an issue, newest first
     * @description The issue's history, newest first: each change with who made it and when. Events
     *     about its comments and agent sessions appear only when the caller may list those (a
     *     personal access token without `read:comments` gets no comment events).
     */
    get: operations['listIssueActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/watch': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    /**
     * Whether the caller watches an issue
     * @description Watching is per user; agent tokens have no user and get 403.
     */
    get: operations['getWatch'];
    put?: never;
    /**
     * Watch an issue (idempotent)
     * @description Watching is per user; agent tokens have no user and get 403.
     */
    post: operations['watchIssue'];
    /**
     * Stop watching an issue (idempotent)
     * @description Stops the caller watching the issue. Calling it when not watching succeeds too, so retries are safe.
     */
    delete: operations['unwatchIssue'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/pull-requests': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    /**
     * Pull requests linked to an issue
     * @description Newest link first by default (`sortOrder=asc` lists them in the order they were linked).
     */
    get: operations['listPullRequests'];
    put?: never;
    /**
     * Link a pull request
     * @description `https://github.com/<owner>/<repo>/pull/<n>` or
     *     `https://gitlab.com/<group>/<project>/-/merge_requests/<n>`, or a pull request on the
     *     host of one of the workspace's code-host connections (`<baseUrl>/<owner>/<repo>/pull/<n>`
     *     for GitHub Enterprise, `<baseUrl>/<owner>/<repo>/pulls/<n>` for Gitea and Forgejo,
     *     `<baseUrl>/<group>/<project>/-/merge_requests/<n>` for GitLab); other URLs, and
     *     numbers above 2147483647, are a 400 naming `url`. Linking the same pull request twice
     *     is a 409.
     */
    post: operations['linkPullRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/pull-requests/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
        linkId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unlink a pull request
     * @description Removes the link between the issue and the pull request; the pull request itself is not touched.
     */
    delete: operations['unlinkPullRequest'];
    options?: never;
    head?: never;
    /**
     * Record a pull request's status
     * @description A change of status records `issue.pr_status_changed`.
     */
    patch: operations['updatePullRequest'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Comments on an issue
     * @description Newest first by default (`sortOrder=asc` reads the thread top-down). 404 when the
     *     issue does not exist in this project and workspace.
     */
    get: operations['listComments'];
    put?: never;
    /**
     * Comment on an issue
     * @description The caller becomes the author: the user behind a session or personal access token
     *     (`authorId`), or the agent behind an agent token (`authorAgentId`). The body is kept
     *     as sent (Markdown is the client's business). Send an `Idempotency-Key` to retry safely:
     *     without one, retrying a POST creates a second comment. Emits `comment.created`.
     */
    post: operations['createComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/issues/{issueId}/comments/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
        commentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * One comment
     * @description The comment, with its version as `ETag` (send it in `If-Match` when you edit it).
     */
    get: operations['getComment'];
    put?: never;
    post?: never;
    /**
     * Delete a comment
     * @description Its author, or a workspace admin or owner (moderation). Agents act with the member
     *     role, so an agent deletes only its own comments. Emits `comment.deleted`.
     */
    delete: operations['deleteComment'];
    options?: never;
    head?: never;
    /**
     * Edit a comment
     * @description Only the comment's author may edit it (403 for everyone else, admins included).
     *     Emits `comment.updated` when the body actually changes.
     */
    patch: operations['updateComment'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/labels': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Labels of the workspace
     * @description The workspace's labels, by name (A to Z, without regard to case) unless `sortBy`
     *     says otherwise. Labels are workspace-wide: any project's issue may carry any of them.
     */
    get: operations['listLabels'];
    put?: never;
    /**
     * Create a label
     * @description `name` is unique in the workspace without regard to case (`Bug` and `bug` clash: 409).
     *     `color` is `#rrggbb`, stored in lower case.
     */
    post: operations['createLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/labels/{labelId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        labelId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a label (issues lose it)
     * @description The label is taken off every issue that carries it, whose `version` (`ETag`) is raised
     *     by one; the issues are not otherwise changed (their `updatedAt` stays).
     */
    delete: operations['deleteLabel'];
    options?: never;
    head?: never;
    /**
     * Rename or recolour a label
     * @description Changes only the fields sent. A new name that clashes with another label's (without
     *     regard to case) is a 409. A change of name or colour raises the `version` (`ETag`) of
     *     every issue carrying the label, since they show it; their `updatedAt` stays.
     */
    patch: operations['updateLabel'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/imports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import issues from Jira, GitHub or Linear
     * @description Reads an export and imports its issues into a project, in the background: the answer
     *     (202) is the import, queued; `getImport` follows it. Admins and owners only.
     *
     *     Formats: `jira-csv` (Jira's "Export CSV (all fields)": `Issue key` and `Summary` are
     *     required; `Labels` and `Comment` columns may repeat, a comment reading
     *     `date;author;body`), `github-json` (the JSON array GitHub's "list repository issues"
     *     answers; pull requests in it are skipped), `linear-csv` (Linear's CSV export: `ID` and
     *     `Title` required). Statuses map to the service's (Jira To Do → `todo`, In Progress →
     *     `in_progress`, In Review → `in_review`, Done → `done`, Won't Do → `cancelled`; GitHub
     *     open → `todo`, closed → `done` or, not planned, `cancelled`; Linear's states by
     *     name); an unknown status becomes `backlog` with a note in the report. Labels missing
     *     from the workspace are created. Assignees and comment authors are matched by email to
     *     members; an author who is not one is kept in the comment's text with its date.
     *
     *     Each issue keeps its source key (`jira:ACME-101`, `github:owner/repo#12`,
     *     `linear:ENG-7`), unique in the workspace: importing the same export again creates
     *     nothing twice and reports each such row. With `dryRun` nothing is written but the
     *     import itself: its report says what an import would create.
     *
     *     A body that cannot be read in the given format, or lacks a required column or field,
     *     is a 400 naming the line or field, and nothing is queued. A row that cannot be
     *     imported fails alone and is reported with its row number.
     */
    post: operations['createImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        importId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * An import's progress and report
     * @description Where the import stands (`queued`, `running`, `completed`, or `failed` when it could
     *     not go on), its counts (a dry run counts what it would create) and the report: a
     *     line per row that failed, was already imported, or was imported with a note, each with
     *     its row number (the header is row 1 of a CSV; the first element is row 1 of a JSON
     *     array) and source key. The report lists at most 1,000 lines, rows in order;
     *     `reportTotal` says how many there are.
     */
    get: operations['getImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/agents': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Agents of the workspace
     * @description Readable by every member and by agent tokens of any tier. `search` matches the
     *     name. Shows the current token's tier and `tokenHint`, never the token.
     */
    get: operations['listAgents'];
    put?: never;
    /**
     * Register an agent
     * @description Admins and owners; cookie session only. The agent has no token until one is issued
     *     with `POST /workspaces/{workspaceId}/agents/{agentId}/token`. Names need not be unique.
     */
    post: operations['registerAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/agents/{agentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        agentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * One agent
     * @description One agent of the workspace, without its token (the token is shown only when it is issued or rotated).
     */
    get: operations['getAgent'];
    put?: never;
    post?: never;
    /**
     * Remove an agent
     * @description Admins and owners; cookie session only. Its token stops working on the very next
     *     request and its agent sessions are deleted with it; its comments stay, still
     *     naming it in `authorAgentId`.
     */
    delete: operations['removeAgent'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/agent-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Agent sessions of the workspace
     * @description Newest first by default; filter by agent, issue and state.
     */
    get: operations['listAgentSessions'];
    put?: never;
    /**
     * Start an agent session
     * @description The session starts `running`. A member (cookie session) names the `agentId`; an
     *     agent token starts sessions for its own agent only (`agentId` may be omitted; any
     *     other agent is a 403). `agentId` and the optional `issueId` must belong to this
     *     workspace (400 otherwise). Emits `agent_session.created`.
     */
    post: operations['createAgentSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/agent-sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        sessionId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * One agent session
     * @description One agent session: its state, the issue it works on, and its `summary` or `error` once it has ended.
     */
    get: operations['getAgentSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Finish an agent session
     * @description Ends a `running` session, once: `{state: completed, summary?}` or
     *     `{state: errored, error, summary?}` (`error` is required with `errored` and refused
     *     with `completed`). A session that has already ended cannot change again: 409.
     *     An agent token may end only its own agent's sessions (403 otherwise). Emits
     *     `agent_session.completed` or `agent_session.errored`.
     */
    patch: operations['updateAgentSession'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/api-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Personal access tokens of the workspace
     * @description Members see their own tokens; admins and owners see every member's. Revoked tokens
     *     stay listed with `revoked: true`. The plaintext is never returned again.
     *     Cookie session only: a token cannot list tokens.
     */
    get: operations['listApiTokens'];
    put?: never;
    /**
     * Issue a personal access token
     * @description Returns the plaintext `token` (`hsp_<userId>_<64 hex>`) once; store it now, it is
     *     never shown again (only its last four characters, `tokenHint`). Requires the
     *     `api-access` feature (PRO, TEAM, ENTERPRISE): 403 on FREE, whose message gives the
     *     operator command that changes the plan. At most 20 active tokens
     *     per user per workspace: the 21st is a 403. Tokens never expire; revoke and replace a
     *     lost one. Writes an audit-log row. Throttled 5/min/IP. Cookie session only.
     */
    post: operations['createApiToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/api-tokens/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        tokenId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a personal access token
     * @description The token stops working on the very next request; it stays listed as revoked.
     *     Its owner or a workspace admin may revoke it. Revoking twice is harmless. Writes an
     *     audit-log row. Cookie session only.
     */
    delete: operations['revokeApiToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/agents/{agentId}/token': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        agentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue or rotate an agent's token
     * @description Returns a new `hsa_<agentId>_<64 hex>` token once and invalidates the previous one
     *     immediately. The tier decides what the agent may call: READ (reads), SESSION (reads,
     *     its own agent sessions and comments), WORKSPACE (everything a token with all six
     *     scopes can do). Admins only; cookie session only; throttled 5/min/IP; audited.
     */
    post: operations['rotateAgentToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Credential audit log
     * @description Creation and revocation of personal access tokens and rotation of agent tokens (the
     *     token's name, scopes or tier, and `tokenHint` — never a plaintext); members added,
     *     removed and given another role; webhooks created, changed, deleted and their secrets
     *     rotated (never the secret). Who did it and when. Admins and owners; cookie session
     *     only. Newest first by default.
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/events/position': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Current position of the workspace's event stream
     * @description Where the workspace's event stream stands now. Read it before loading data, then open
     *     the stream with `after` set to it: every change committed after the data was read
     *     arrives on the stream (a change the data already shows may arrive too; applying it
     *     again is harmless). Like the stream, it needs a read scope (`read:issues`,
     *     `read:projects` or `read:comments`) with a personal access token: 403 without one.
     */
    get: operations['getEventsPosition'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/events/stream': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Live stream of the workspace's events (Server-Sent Events)
     * @description A `text/event-stream` that stays open and carries each change of the workspace as it
     *     is committed, through any instance of the service. Each message has `id` (the
     *     event's position in this workspace's stream: opaque, in stream order, the same on
     *     every instance and after restarts), `event` (the event name: the webhook
     *     vocabulary plus internal names such as `issue.watched`) and `data` (a `LiveEvent`:
     *     the ids-only payload a webhook carries, the workspace and when it happened). Comment
     *     lines (`:`) are heartbeats, sent about every 20 s while nothing else is.
     *
     *     A person's own notifications arrive as `notification.created` (its `data` a
     *     `LiveNotification`), on that person's streams in the workspace only, for a session
     *     or a personal access token with `read:notifications`. They carry no `id`: they are
     *     not positions, and a resumed stream does not replay them; refetch the inbox
     *     (`listNotifications`) after a reconnection.
     *
     *     Three more messages exist: `ready` first (its `id` is where the stream starts; its
     *     `data` is a `LiveControl`), or `reset` in its place when the requested position cannot be resumed
     *     (older than the 24 hours of events a stream replays, or unknown, which includes a
     *     position in the form used before positions were per workspace): refetch what you
     *     show, the stream then goes on from now; and `closing` right before the service
     *     ends the stream (`reason`: `slow-client` when the client did not read fast enough,
     *     `access-revoked`, `shutdown`, `lifetime` when the stream has been open for
     *     `LIVE_MAX_STREAM_MS`, an hour by default), after which a client reconnects with
     *     `Last-Event-ID` (an `EventSource` does so by itself; after `lifetime` it may do so at
     *     once, nothing is lost).
     *
     *     Resume: send `Last-Event-ID` (or `after`, which an `EventSource` can set on its first
     *     request; the header wins) and the stream first replays every event after it. With
     *     neither, the stream starts now. See `getEventsPosition` to open a stream without
     *     missing what happened while a page loaded.
     *
     *     Access is checked when the stream opens and again whenever the caller's membership,
     *     token or session changes; losing access ends the stream. A session or an agent
     *     receives every event it could read through the API; a personal access token receives
     *     only the events its read scopes cover (`read:issues`: issues, `read:comments`:
     *     comments, `read:projects`: projects and sprints) and needs at least
     *     one of them. A user holds at most `LIVE_MAX_STREAMS_PER_USER` open streams per
     *     process, a client address at most `LIVE_MAX_STREAMS_PER_ADDRESS`, and a process at
     *     most `LIVE_MAX_STREAMS` in all: beyond any of them, 429 with `Retry-After`. Opening
     *     counts once against the rate limits, however long the stream stays open. Behind a
     *     reverse proxy, turn response buffering off for this path.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * The caller's notifications in this workspace (the inbox)
     * @description The caller's own notifications, newest activity first: one entry per issue, carrying
     *     the reasons of its latest activity (`assigned`, `mentioned`, `watching`), who acted,
     *     what changed and when. New activity on an issue moves its entry to the top and marks
     *     it unread and not done again. The actor of a change is never notified of it. Entries
     *     marked done are left out unless `done=true` asks for them; `unread=true` keeps only
     *     unread ones. `unread` in the answer counts the caller's unread entries that are not
     *     done, whatever the filters. A person removed from the workspace, or whose issue is
     *     deleted, loses those entries. Agents have no inbox (403). `meta.total` counts up to
     *     1,000 entries (or the end of the requested page), then says it is a lower bound
     *     (`totalExact: false`); `unread` is always exact.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark notifications read
     * @description Marks the caller's notifications given by `ids` read, or all of them in this
     *     workspace with `{"all": true}`. Ids that are not the caller's own are ignored, so
     *     the answer never tells whether they exist. Idempotent.
     */
    post: operations['markNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/notifications/{notificationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        notificationId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Mark one notification read or unread, done or not done
     * @description `done: true` takes the entry out of the inbox (and marks it read); new activity on
     *     its issue brings it back. 404 for a notification that is not the caller's.
     */
    patch: operations['updateNotification'];
    trace?: never;
  };
  '/auth/me/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which notifications the signed-in person gets by email
     * @description Per person, for every workspace. Cookie session only.
     */
    get: operations['getNotificationSettings'];
    /**
     * Choose which notifications the signed-in person gets by email
     * @description `emailReasons` lists the reasons that send email (an empty list sends none). Email
     *     is batched: the first unread notification opens a window (`NOTIFICATION_EMAIL_DELAY_S`,
     *     five minutes by default), after which one email lists what is still unread.
     */
    put: operations['updateNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password reset link by mail
     * @description Public. Mails a link to reset the password of the account with this email (compared
     *     without regard to case), valid for 60 minutes (`PASSWORD_RESET_TTL_MINUTES`). The
     *     answer is the same 202, with the same body and the same work done in the request,
     *     whether or not an account exists: the lookup and the mail happen in a background
     *     job. Throttled 5/min/IP; an account receives at most 3 reset mails an hour
     *     (`PASSWORD_RESET_MAILS_PER_HOUR`), further requests are answered alike and send
     *     nothing. Without SMTP the mail is a log line, and an operator can print a link with
     *     `npm run reset-password -- EMAIL`. The link opens `/reset-password?token=…` on the
     *     dashboard, which calls `resetPassword`; opening it spends nothing. 403 with
     *     `PASSWORD_LOGIN=false`: nothing is mailed then.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link's token
     * @description Public. Spends the token of a reset link (once: a second use is a 410) and sets the
     *     new password. Every session and refresh token of the account ends, other reset
     *     links of the account stop working, and the account's failed-login counts are
     *     forgotten; the account's audit log records it. The answer starts a new session
     *     for this browser, like `login`. An unknown token is a 404, an expired or used one a
     *     410; both messages say how to ask for a new link. It works with
     *     `PASSWORD_LOGIN=false` too: the operator's link (`npm run reset-password -- EMAIL`)
     *     is the break-glass way into the account, by the session it starts, while password
     *     login itself stays off.
     */
    post: operations['resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change one's password
     * @description Session cookie only. The current password is required (403 when wrong). Every other
     *     session of the account ends; this one stays. The account's audit log records it.
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change one's email, confirmed at the new address
     * @description Session cookie only; the current password is required (403 when wrong). Mails a
     *     confirmation link to the new address, valid for 24 hours
     *     (`EMAIL_CHANGE_TTL_HOURS`); the email changes only when that link is used
     *     (`confirmEmailChange`). A newer request replaces an older one's link. 409 when
     *     another account already uses the address.
     */
    post: operations['requestEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/email/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a new email with the link's token
     * @description Public: the link may be opened on another device. Spends the token and changes the
     *     account's email to the confirmed address. 409 when another account took the address
     *     meanwhile; 404/410 for an unknown, expired or used link, saying how to get a new one.
     */
    post: operations['confirmEmailChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One's signed-in sessions
     * @description Session cookie only. The account's live sessions, newest first: the browser
     *     (User-Agent) and address that started each, when it started and when it was last
     *     seen (its last refresh, so within one access-cookie lifetime), and which one is
     *     this request's.
     */
    get: operations['listSessions'];
    put?: never;
    post?: never;
    /**
     * Sign out everywhere else
     * @description Session cookie only. Ends every live session of the account but this one.
     */
    delete: operations['endOtherSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one of one's sessions
     * @description Session cookie only. Ends the session on its very next request (its cookies stop
     *     working). Ending the current one is signing out. 404 for a session that is not the
     *     caller's or has ended.
     */
    delete: operations['endSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pending invitations to one's own email
     * @description Session cookie only. Open invitations to the account's email, for the signed-in
     *     person to accept (`acceptInvitation` with `invitationId`) or ignore. Listed only once
     *     the person has shown they read mail at that address (they used a reset, invitation
     *     or email confirmation link): an account registered with someone else's address
     *     sees none. The invitation link itself always works for its addressee.
     */
    get: operations['listMyInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read an invitation with its link's token
     * @description Public: what the accept page shows before anyone signs in. The token travels in
     *     the body, not the URL, so it stays out of access logs. Spends nothing. `hasAccount`
     *     tells the page whether to offer sign-in or sign-up (with the email filled in and
     *     locked); only the invitation's addressee holds the token. 404/410 for an unknown,
     *     expired, withdrawn or accepted invitation, saying how to get a new one.
     */
    post: operations['getInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invitations/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Join a workspace by accepting an invitation
     * @description Session cookie only: the signed-in person joins with the invited role, by their
     *     own act. Give the link's `token`, or the `invitationId` of an invitation listed by
     *     `listMyInvitations`. Only the account whose email is the invited one (compared
     *     without regard to case) may accept: anyone else gets 403 naming no workspace.
     *     Accepting spends the invitation, records `member.added` (webhooks) and an
     *     `invitation.accepted` audit row; using the token also confirms the account's
     *     email. 409 when the person is already a member; 404/410 for an unknown, expired,
     *     withdrawn or accepted invitation.
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop notification emails with the link of one (one click, RFC 8058)
     * @description The `List-Unsubscribe` address of every notification email: a POST (a mail
     *     client's one-click `List-Unsubscribe=One-Click` form, or an empty body) turns all
     *     notification email off for the person the signed link was made for, without a
     *     session. Opening the link (GET) changes nothing. Idempotent. An altered or unknown
     *     token gets 400 and changes nothing.
     */
    post: operations['unsubscribeNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Webhooks of the workspace
     * @description Admins and owners; cookie session only. A webhook disabled after 15 consecutive
     *     failed deliveries has `active: false`, `disabledReason: consecutive_failures` and
     *     `disabledAt`: show the settings banner for those. Secrets are never listed.
     */
    get: operations['listWebhooks'];
    put?: never;
    /**
     * Create a webhook
     * @description Returns the signing `secret` once. The receiver URL must be `https://` and must not
     *     resolve to a loopback, private, link-local or cloud-metadata address (checked again
     *     on every delivery against the address actually connected to). Requires the
     *     `api-access` feature (403 on FREE, naming the operator command that changes the
     *     plan); at most 20 webhooks per workspace (403).
     *     Admins and owners; cookie session only; throttled 5/min/IP.
     *
     *     Each delivery is a POST with `Content-Type: application/json`, `User-Agent:
     *     Service-Webhooks/1.0`, `X-Service-Signature-Timestamp` (Unix seconds) and
     *     `X-Service-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`, the
     *     Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`
     *     (verify them with any Standard Webhooks library and `standardWebhooksSecret`), and
     *     the body `{event, payload, deliveryId, webhookId, timestamp}`; payloads carry ids only.
     *     Answer 2xx within 10 s. Anything else (3xx included; redirects are not followed) is
     *     retried: 5 attempts in all, waiting 10, 20, 40 and 80 s between them, then the
     *     delivery is DEAD. 15 DEAD deliveries in a row, with no success between, disable the
     *     webhook. Delivery is at-least-once: deduplicate on `deliveryId`.
     */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a webhook and its delivery history
     * @description Deletes the webhook and its delivery history. Workspace admins only.
     */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /**
     * Update a webhook
     * @description Change the URL (same rules as creation), the events, or `active`. Setting `active:
     *     true` re-enables a disabled webhook and clears its failure counter; `active: false`
     *     pauses it (open deliveries are dropped as DEAD without counting as failures).
     */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a new signing secret
     * @description Returns the new `secret` once. Deliveries enqueued from now on, replays and recoveries
     *     of older ones included, are signed with it; deliveries already enqueued (including
     *     their retries) keep the secret recorded when they were enqueued. Accept both secrets
     *     for at least 5 minutes after rotating.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}/ping': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test delivery
     * @description Enqueues a delivery of the event `ping` (payload `{webhookId}`), signed and retried
     *     like any other; it is not part of the event vocabulary. 409 when the webhook is
     *     disabled.
     */
    post: operations['pingWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-send every failed delivery since a time
     * @description After a receiver outage: enqueues a replay of every DEAD delivery of this webhook
     *     created at or after `since` that is still kept and was not replayed yet (so calling
     *     it twice sends nothing twice), oldest first, each with its original event and payload,
     *     signed with the webhook's current secret like `replayWebhookDelivery`. Answers how many
     *     were enqueued and writes
     *     an audit entry. 409 when the webhook is disabled: set it active first.
     */
    post: operations['recoverWebhookDeliveries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    /**
     * Delivery history, newest first
     * @description The newest 200 finished deliveries per webhook are kept (plus any still open), each
     *     with its state (PENDING, RETRYING, SUCCEEDED, DEAD) and every attempt's status code
     *     or error and duration.
     */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
        deliveryId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-send a kept delivery
     * @description Enqueues a new delivery (with its own `deliveryId`, `replayOf` pointing at the
     *     original) carrying the original event and payload. A replay is a new attempt: it is
     *     signed (both signatures) with the webhook's current secret, so a receiver that dropped
     *     a rotated-out secret still verifies it. Any kept delivery can be replayed, DEAD ones
     *     included. 409 when the webhook is disabled.
     */
    post: operations['replayWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    /**
     * Code-host connections of the workspace
     * @description Admins and owners; cookie session only. Oldest first by default. Secrets are never
     *     listed; `previousSecretExpiresAt` says until when the secret replaced by the last
     *     rotation is still accepted.
     */
    get: operations['listIntegrations'];
    put?: never;
    /**
     * Connect a code host
     * @description A connection to GitHub (github.com or GitHub Enterprise Server), Gitea or Forgejo
     *     (`gitea`), or GitLab. Answers with the connection's `webhookUrl` and its `secret`,
     *     shown this once: add a webhook on the code host (a repository's, an organisation's
     *     or a group's) that POSTs to `webhookUrl` as JSON with that secret, sending pull
     *     request (GitHub, Gitea, Forgejo) or merge request (GitLab) events.
     *
     *     The endpoint at `webhookUrl` checks `X-Hub-Signature-256` (HMAC-SHA256 of the raw
     *     body; Gitea's and Forgejo's own signature headers are accepted too) or GitLab's
     *     `X-Gitlab-Token`, and answers 401 when it is missing or wrong, as for an unknown
     *     connection; 413 above 1 MB; 202 once the delivery is stored, 200 for a delivery id
     *     it has already received, for `ping` and for events it does not use. The work is done
     *     by a background job: keys `<PREFIX>-<number>` of the workspace's projects in a pull
     *     request's title, body or branch link it to those issues, a closing word before a
     *     key (`fixes WEB-12`) moves the issue to `done` when the pull request merges into the
     *     repository's default branch, and each project's `pull-request-rules` may move issues
     *     on other events. What each delivery did is in `listIntegrationDeliveries`.
     *
     *     `baseUrl` is the code host's address (`https://github.com`, `https://gitlab.com` by
     *     default; required for Gitea and Forgejo); only repositories on it are accepted.
     *     Admins and owners; cookie session only.
     */
    post: operations['createIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/integrations/{integrationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a code-host connection
     * @description Deletes the connection and its deliveries; its webhook URL answers 401 from now on.
     *     Pull requests it linked stay linked (and can be unlinked by hand). Admins and owners.
     */
    delete: operations['deleteIntegration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/integrations/{integrationId}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a new secret for a code-host connection
     * @description Returns the new `secret` once. The secret it replaces is still accepted for 24 hours
     *     by default (the operator's `INTEGRATION_SECRET_GRACE_SECONDS`; until
     *     `previousSecretExpiresAt`), time to paste the new one into the code host; a second
     *     rotation ends the first one's grace at once. Admins and owners.
     */
    post: operations['rotateIntegrationSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/integrations/{integrationId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    /**
     * The last 50 deliveries a code host sent
     * @description Newest first: the event, when it arrived and what came of it (`pending` until its
     *     job has run; `processed`, `ignored` for events and actions the service does not use,
     *     or `rejected` with the reason, such as a body that is not JSON, a payload missing
     *     the fields used, or a repository on another host). Admins and owners.
     */
    get: operations['listIntegrationDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workspaces/{workspaceId}/projects/{projectId}/pull-request-rules': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    /**
     * How pull-request events move the project's issues
     * @description For each pull-request event, the status a linked issue of this project moves to, or
     *     null (the default) to leave it. A closing word before a key moves the issue to
     *     `done` on merge whatever these say.
     */
    get: operations['getPullRequestRules'];
    /**
     * Set how pull-request events move the project's issues
     * @description Replaces the project's rules: an event left out, or null, moves nothing. For
     *     example `{"opened": "in_review", "ready_for_review": "in_review",
     *     "converted_to_draft": "in_progress"}`. Admins and owners.
     */
    put: operations['updatePullRequestRules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'issue.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An issue was created
     * @description Sent to active webhooks subscribed to `issue.created`. Payload: the new issue, its project and its parent (null for a top-level issue). Fetch full records with a token.
     */
    post: operations['webhookIssueCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'issue.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An issue was changed
     * @description Sent to active webhooks subscribed to `issue.updated`. Payload: the issue and its project. Fetch full records with a token.
     */
    post: operations['webhookIssueUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'issue.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An issue was deleted
     * @description Sent to active webhooks subscribed to `issue.deleted`. Payload: the issue and its project. Fetch full records with a token.
     */
    post: operations['webhookIssueDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'issue.pr_linked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A pull request was linked to an issue
     * @description Sent to active webhooks subscribed to `issue.pr_linked`. Payload: the issue, its project and the pull-request link. Fetch full records with a token.
     */
    post: operations['webhookIssuePrLinked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'issue.pr_unlinked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A pull request was unlinked from an issue
     * @description Sent to active webhooks subscribed to `issue.pr_unlinked`. Payload: the issue, its project and the pull-request link. Fetch full records with a token.
     */
    post: operations['webhookIssuePrUnlinked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'issue.pr_status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A linked pull request's status changed
     * @description Sent to active webhooks subscribed to `issue.pr_status_changed`. Payload: the issue, its project and the pull-request link. Fetch full records with a token.
     */
    post: operations['webhookIssuePrStatusChanged'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'comment.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A comment was added
     * @description Sent to active webhooks subscribed to `comment.created`. Payload: the comment, its issue and project. Fetch full records with a token.
     */
    post: operations['webhookCommentCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'comment.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A comment was edited
     * @description Sent to active webhooks subscribed to `comment.updated`. Payload: the comment, its issue and project. Fetch full records with a token.
     */
    post: operations['webhookCommentUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'comment.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A comment was deleted
     * @description Sent to active webhooks subscribed to `comment.deleted`. Payload: the comment, its issue and project. Fetch full records with a token.
     */
    post: operations['webhookCommentDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'project.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A project was created
     * @description Sent to active webhooks subscribed to `project.created`. Payload: the project. Fetch full records with a token.
     */
    post: operations['webhookProjectCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'project.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A project was changed (archiving included)
     * @description Sent to active webhooks subscribed to `project.updated`. Payload: the project. Fetch full records with a token.
     */
    post: operations['webhookProjectUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'project.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A project was deleted
     * @description Sent to active webhooks subscribed to `project.deleted`. Payload: the project. Fetch full records with a token.
     */
    post: operations['webhookProjectDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'sprint.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sprint was created
     * @description Sent to active webhooks subscribed to `sprint.created`. Payload: the sprint and its project. Fetch full records with a token.
     */
    post: operations['webhookSprintCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'sprint.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sprint was changed
     * @description Sent to active webhooks subscribed to `sprint.updated`. Payload: the sprint and its project. Fetch full records with a token.
     */
    post: operations['webhookSprintUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'sprint.deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A sprint was deleted
     * @description Sent to active webhooks subscribed to `sprint.deleted`. Payload: the sprint and its project. Fetch full records with a token.
     */
    post: operations['webhookSprintDeleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.added': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A member joined the workspace
     * @description Sent to active webhooks subscribed to `member.added`. Payload: the user who joined or left the workspace. Fetch full records with a token.
     */
    post: operations['webhookMemberAdded'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'member.removed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A member left or was removed from the workspace
     * @description Sent to active webhooks subscribed to `member.removed`. Payload: the user who joined or left the workspace. Fetch full records with a token.
     */
    post: operations['webhookMemberRemoved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'agent_session.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An agent session started
     * @description Sent to active webhooks subscribed to `agent_session.created`. Payload: the agent session, its agent and its issue (null when it has none). Fetch full records with a token.
     */
    post: operations['webhookAgentSessionCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'agent_session.completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An agent session completed
     * @description Sent to active webhooks subscribed to `agent_session.completed`. Payload: the agent session, its agent and its issue (null when it has none). Fetch full records with a token.
     */
    post: operations['webhookAgentSessionCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'agent_session.errored': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An agent session ended with an error
     * @description Sent to active webhooks subscribed to `agent_session.errored`. Payload: the agent session, its agent and its issue (null when it has none). Fetch full records with a token.
     */
    post: operations['webhookAgentSessionErrored'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  ping: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A test delivery sent from the webhook settings
     * @description Sent by `POST /workspaces/{workspaceId}/webhooks/{webhookId}/ping`, whatever events the
     *     webhook subscribes to. Not part of the event vocabulary.
     */
    post: operations['webhookPing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /** @description Opaque identifier (a lower-case letter, then lower-case letters and digits). */
    Id: string;
    /** @description An identifier, or null to clear the reference. */
    NullableId: components['schemas']['Id'] | null;
    Name: string;
    /** Format: date-time */
    Timestamp: string;
    /**
     * @description The entity's version: 1 when created, one more at every change to what the API shows
     *     of it. Reads carry it as a strong entity tag (`ETag: "3"`); send that back in
     *     `If-Match` when you change the entity and the change is refused with 412 if someone
     *     else changed it meanwhile.
     */
    Version: number;
    /** @description The default envelope, with the version the entity has now. */
    PreconditionFailedEnvelope: {
      message: string;
      /** @constant */
      error: 'Precondition Failed';
      /** @constant */
      statusCode: 412;
      currentVersion: components['schemas']['Version'];
    };
    ErrorEnvelope: {
      message: string;
      /** @description The status name, e.g. Forbidden. */
      error: string;
      statusCode: number;
    };
    ValidationErrorEnvelope: {
      /** @constant */
      success: false;
      error: {
        /** @constant */
        code: 'VALIDATION_ERROR';
        /** @constant */
        message: 'Validation failed';
        /** @description Messages keyed by field (dotted path for nested fields). */
        details: {
          [key: string]: string[];
        };
      };
    };
    PageMeta: {
      page: number;
      limit: number;
      /** @description Rows the list pages through; a lower bound when `totalExact` is false. */
      total: number;
      totalPages: number;
      hasNext: boolean;
      hasPrev: boolean;
      /**
       * @description False when the count stopped before the last match: an issue list that is
       *     searched or filtered by anything but project and status counts its matches up
       *     to 1,000, or to the end of the requested page if that is further. `total` is
       *     then that bound, `totalPages` the pages it covers, and `hasNext` is true.
       */
      totalExact: boolean;
    };
    WorkspaceEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Workspace'];
    };
    MemberEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Member'];
    };
    ProjectEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Project'];
    };
    SprintEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Sprint'];
    };
    IssueEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Issue'];
    };
    PullRequestEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['PullRequestLink'];
    };
    WebhookWithSecretEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Webhook'] & {
        secret: components['schemas']['WebhookSecret'];
        standardWebhooksSecret: string;
      };
    };
    /**
     * @description A person's unique name for mentions (`@handle`): letters, digits, `-` and `_`,
     *     starting and ending with a letter or digit. Unique without regard to case. Made at
     *     sign-up from the email's local part (lower-cased, other characters turned into `-`,
     *     `-2`, `-3`… when taken); the person may change it (`updateCurrentUser`).
     */
    Handle: string;
    User: {
      id: components['schemas']['Id'];
      email: string;
      handle: components['schemas']['Handle'];
      name: string;
      createdAt: components['schemas']['Timestamp'];
    };
    SignInOptions: {
      /** @description Password login, sign-up and reset are offered. */
      passwordLogin: boolean;
      /** @description The OpenID Connect provider, or null when none is configured. */
      singleSignOn: {
        displayName: string;
        /** @description False while the provider cannot be reached. */
        available: boolean;
        /** @description Where the "Sign in with …" button sends the browser. */
        startUrl: string;
      } | null;
    };
    LinkedIdentity: {
      id: components['schemas']['Id'];
      /** @description The provider's display name (`OIDC_DISPLAY_NAME`). */
      provider: string;
      issuer: string;
      /** @description The email the provider gave at the last sign-in. */
      email: string | null;
      createdAt: components['schemas']['Timestamp'];
      lastUsedAt: components['schemas']['Timestamp'];
    };
    UserEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['User'];
    };
    SessionInfo: {
      expiresAt: components['schemas']['Timestamp'];
    };
    SessionRefreshedEnvelope: {
      /** @constant */
      success: true;
      data: {
        session: components['schemas']['SessionInfo'];
      };
    };
    /** @enum {string} */
    Plan: 'FREE' | 'PRO' | 'TEAM' | 'ENTERPRISE';
    /** @enum {string} */
    MemberRole: 'owner' | 'admin' | 'member';
    Workspace: {
      id: components['schemas']['Id'];
      name: string;
      plan: components['schemas']['Plan'];
      /** @description Feature flags the plan enables (`api-access` on PRO, TEAM, ENTERPRISE). */
      features: 'api-access'[];
      /** @description The caller's role; absent for agent tokens. */
      role?: components['schemas']['MemberRole'];
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
    };
    WorkspacePageEnvelope: {
      /** @constant */
      success: true;
      data: {
        items: components['schemas']['Workspace'][];
        meta: components['schemas']['PageMeta'];
      };
    };
    Member: {
      userId: components['schemas']['Id'];
      email: string;
      handle: components['schemas']['Handle'];
      name: string;
      role: components['schemas']['MemberRole'];
      joinedAt: components['schemas']['Timestamp'];
    };
    MemberPageEnvelope: {
      /** @constant */
      success: true;
      data: {
        items: components['schemas']['Member'][];
        meta: components['schemas']['PageMeta'];
      };
    };
    /** @description 1-10 upper-case letters or digits, unique in the workspace; clients compose `<prefix>-<number>`. */
    ProjectPrefix: string;
    LongText: string;
    Title: string;
    Project: {
      id: components['schemas']['Id'];
      name: string;
      prefix: string;
      description: string | null;
      archived: boolean;
      /** Format: date-time */
      archivedAt: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      version: components['schemas']['Version'];
    };
    ProjectOverview: {
      total: number;
      open: number;
      closed: number;
      byStatus: {
        backlog: number;
        todo: number;
        in_progress: number;
        in_review: number;
        done: number;
        cancelled: number;
      };
      byPriority: {
        none: number;
        low: number;
        medium: number;
        high: number;
        urgent: number;
      };
      byAssignee: {
        assigneeId: string | null;
        total: number;
        open: number;
      }[];
    };
    /** @enum {string} */
    SprintState: 'planned' | 'active' | 'completed';
    Sprint: {
      id: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      name: string;
      goal: string | null;
      /** Format: date */
      startsOn: string | null;
      /** Format: date */
      endsOn: string | null;
      state: components['schemas']['SprintState'];
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      version: components['schemas']['Version'];
    };
    /** @enum {string} */
    IssueStatus: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'done' | 'cancelled';
    /** @enum {string} */
    IssuePriority: 'none' | 'low' | 'medium' | 'high' | 'urgent';
    Issue: {
      id: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      /** @description The project's prefix; the client composes `<prefix>-<number>`. */
      prefix: string;
      /** @description Sequential per project, never reused. */
      number: number;
      title: string;
      description: string | null;
      status: components['schemas']['IssueStatus'];
      priority: components['schemas']['IssuePriority'];
      assigneeId: string | null;
      parentId: string | null;
      sprintId: string | null;
      /**
       * Format: date
       * @description The day the issue is due (a calendar date, no time zone); past it and still open, the issue is overdue.
       */
      dueOn: string | null;
      estimate: components['schemas']['NullableEstimate'];
      createdBy: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      /** Format: date-time */
      closedAt: string | null;
      version: components['schemas']['Version'];
      /** @description The labels the issue carries, by name. */
      labels: components['schemas']['IssueLabel'][];
    };
    /**
     * @description `github` (github.com or GitHub Enterprise Server), `gitea` (Gitea or Forgejo), `gitlab`.
     * @enum {string}
     */
    IntegrationProvider: 'github' | 'gitea' | 'gitlab';
    /** @description A code host's address (`http` or `https`, no query or fragment), e.g. `https://code.example.com`. */
    CodeHostUrl: string;
    Integration: {
      id: components['schemas']['Id'];
      name: string;
      provider: components['schemas']['IntegrationProvider'];
      /** @description The code host, without a trailing slash. */
      baseUrl: string;
      /** @description Where the code host sends its webhook (absolute, on the service's `BASE_URL`). */
      webhookUrl: string;
      /**
       * Format: date-time
       * @description Until when the secret replaced by the last rotation is still accepted.
       */
      previousSecretExpiresAt: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
    };
    IntegrationWithSecret: {
      id: components['schemas']['Id'];
      name: string;
      provider: components['schemas']['IntegrationProvider'];
      baseUrl: string;
      webhookUrl: string;
      /** Format: date-time */
      previousSecretExpiresAt: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      /** @description The secret to paste into the code host's webhook settings; shown once. */
      secret: string;
    };
    IntegrationDelivery: {
      id: components['schemas']['Id'];
      /** @description The code host's delivery id (`X-GitHub-Delivery`, `X-Gitea-Delivery`, `X-Gitlab-Event-UUID`). */
      deliveryKey: string | null;
      /** @description The code host's event name, e.g. pull_request or Merge Request Hook. */
      event: string;
      /** @description The payload's action, when it has one. */
      action: string | null;
      /** @enum {string} */
      outcome: 'pending' | 'processed' | 'ignored' | 'rejected';
      /** @description What was done, or why nothing was. */
      detail: string | null;
      receivedAt: components['schemas']['Timestamp'];
      /** Format: date-time */
      processedAt: string | null;
    };
    /** @description The status a linked issue moves to, or null to leave it. */
    PullRequestRuleStatus: components['schemas']['IssueStatus'] | null;
    PullRequestRulesInput: {
      opened?: components['schemas']['PullRequestRuleStatus'];
      ready_for_review?: components['schemas']['PullRequestRuleStatus'];
      converted_to_draft?: components['schemas']['PullRequestRuleStatus'];
      reopened?: components['schemas']['PullRequestRuleStatus'];
      closed?: components['schemas']['PullRequestRuleStatus'];
      merged?: components['schemas']['PullRequestRuleStatus'];
    };
    PullRequestRules: {
      projectId: components['schemas']['Id'];
      opened: components['schemas']['PullRequestRuleStatus'];
      ready_for_review: components['schemas']['PullRequestRuleStatus'];
      converted_to_draft: components['schemas']['PullRequestRuleStatus'];
      reopened: components['schemas']['PullRequestRuleStatus'];
      closed: components['schemas']['PullRequestRuleStatus'];
      merged: components['schemas']['PullRequestRuleStatus'];
    };
    /** @description A user's id, or `me` for the caller. */
    IdOrMe: components['schemas']['Id'] | 'me';
    /** @description The issue's size in points, as the team counts them. */
    Estimate: number;
    NullableEstimate: components['schemas']['Estimate'] | null;
    DueDate: string | null;
    /**
     * @description Kept current by code-host connections: `draft`, `open`, `reopened`, `merged` or `closed`.
     * @enum {string}
     */
    PullRequestStatus: 'open' | 'draft' | 'reopened' | 'merged' | 'closed';
    PullRequestLink: {
      id: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      /** @description The pull request on its host: show the host from it. */
      url: string;
      /** @enum {string} */
      provider: 'github' | 'gitea' | 'gitlab';
      /** @description `owner/repo` (GitHub, Gitea, Forgejo) or the full group path (GitLab). */
      repository: string;
      /** @description The code-host connection that linked it and keeps its status current; null when linked by hand. */
      integrationId: string | null;
      number: number;
      status: components['schemas']['PullRequestStatus'];
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
    };
    /**
     * @description A position in a workspace's event stream: opaque (store it and send it back; do not
     *     compare or compute with it). It counts this workspace's own events only; another
     *     workspace's activity never moves it. Positions in the former `<n>-<n>` form (handed
     *     out before positions were per workspace) are still accepted and answered with a
     *     `reset` (`unknown-position`): refetch, then go on from the new position.
     */
    EventPosition: string;
    /** @description The `data` of a change on the live stream. */
    LiveEvent: {
      /** @description The event name, e.g. issue.updated. */
      event: string;
      eventId: components['schemas']['Id'];
      workspaceId: components['schemas']['Id'];
      /** @description The ids a webhook delivery of this event carries. */
      payload: {
        /** @description An issue's labels, where its webhook payload carries them. */
        labelIds?: components['schemas']['Id'][];
      } & {
        [key: string]: string | null;
      };
      timestamp: components['schemas']['Timestamp'];
    };
    /** @description The `data` of a `notification.created` message: a new or renewed entry of the person's inbox. */
    LiveNotification: {
      /** @constant */
      event: 'notification.created';
      workspaceId: components['schemas']['Id'];
      notificationId: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      /** @description When the activity happened. */
      timestamp: components['schemas']['Timestamp'];
    };
    /** @description The `data` of the stream's own messages (`ready`, `reset`, `closing`). */
    LiveControl: {
      position: components['schemas']['EventPosition'];
      /**
       * @description Why the position was reset (`reset`) or the stream is ending (`closing`).
       * @enum {string}
       */
      reason?:
        | 'unknown-position'
        | 'expired-position'
        | 'slow-client'
        | 'access-revoked'
        | 'shutdown'
        | 'lifetime';
    };
    Event: {
      id: components['schemas']['Id'];
      /** @description e.g. issue.updated; the webhook vocabulary plus internal names such as issue.watched. */
      name: string;
      /**
       * @description `integration`: a code-host connection (its id in `actorId`) made the change.
       * @enum {string}
       */
      actorType: 'user' | 'agent' | 'system' | 'integration';
      actorId: string | null;
      entityType: string;
      entityId: string;
      projectId: string | null;
      issueId: string | null;
      /** @description Changed fields with their old and new values. */
      changes: {
        [key: string]: {
          old: unknown;
          new: unknown;
        };
      };
      /** @description The ids a webhook delivery carries. */
      payload: Record<string, unknown>;
      createdAt: components['schemas']['Timestamp'];
    };
    /** @description The comment text, 1 to 10000 characters, not only whitespace. */
    CommentBody: string;
    Comment: {
      id: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      body: string;
      /** @description The user who wrote it; null when an agent wrote it or the user was deleted. */
      authorId: string | null;
      /** @description The agent that wrote it, when written with an agent token. */
      authorAgentId: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      version: components['schemas']['Version'];
    };
    CommentEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Comment'];
    };
    Agent: {
      id: components['schemas']['Id'];
      name: string;
      description: string | null;
      /** @description The member who registered it (null once that user is deleted). */
      createdBy: string | null;
      /** @description Tier of the current token; null until a token is issued. */
      tokenTier: components['schemas']['AgentTier'] | null;
      /** @description Last four characters of the current token; null until one is issued. */
      tokenHint: string | null;
      /** Format: date-time */
      tokenRotatedAt: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
    };
    AgentEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Agent'];
    };
    /**
     * @description `running` until ended once, as `completed` or `errored`.
     * @enum {string}
     */
    AgentSessionState: 'running' | 'completed' | 'errored';
    AgentSession: {
      id: components['schemas']['Id'];
      agentId: components['schemas']['Id'];
      /** @description The issue the agent works on, if any (null once that issue is deleted). */
      issueId: string | null;
      /**
       * @description That issue as people name it and where it lives (`<prefix>-<number>`, and its
       *     project for the issue's address); null when `issueId` is.
       */
      issue: components['schemas']['AgentSessionIssue'] | null;
      state: components['schemas']['AgentSessionState'];
      summary: string | null;
      error: string | null;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      /** Format: date-time */
      endedAt: string | null;
    };
    AgentSessionIssue: {
      id: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      /** @description The project's prefix. */
      prefix: string;
      number: number;
      title: string;
    };
    AgentSessionEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['AgentSession'];
    };
    /** @description Unique in the workspace without regard to case; surrounding spaces are trimmed. */
    LabelName: string;
    /** @description `#rrggbb`; stored and returned in lower case. */
    LabelColor: string;
    Label: {
      id: components['schemas']['Id'];
      name: string;
      color: string;
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
    };
    /** @description A label an issue carries. */
    IssueLabel: {
      id: components['schemas']['Id'];
      name: string;
      color: string;
    };
    /** @description The issue's labels (ids of the workspace's labels); replaces the set it had. */
    LabelIds: components['schemas']['Id'][];
    LabelEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Label'];
    };
    /** @enum {string} */
    ImportFormat: 'jira-csv' | 'github-json' | 'linear-csv';
    ImportReportLine: {
      row: number;
      /** @description The row's key in its source (`jira:ACME-101`), null when it has none. */
      sourceKey: string | null;
      /**
       * @description `failed`: not imported; `already_imported`: an earlier import brought it; `note`: imported, with something to know.
       * @enum {string}
       */
      outcome: 'failed' | 'already_imported' | 'note';
      message: string;
    };
    Import: {
      id: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      format: components['schemas']['ImportFormat'];
      dryRun: boolean;
      /** @enum {string} */
      status: 'queued' | 'running' | 'completed' | 'failed';
      counts: {
        /** @description Rows in the export (pull requests skipped). */
        total: number;
        /** @description Rows done so far. */
        processed: number;
        /** @description Issues created (a dry run: issues it would create). */
        created: number;
        alreadyImported: number;
        failed: number;
      };
      /** @description Why a `failed` import stopped. */
      error: string | null;
      report: components['schemas']['ImportReportLine'][];
      reportTotal: number;
      createdAt: components['schemas']['Timestamp'];
      /** Format: date-time */
      finishedAt: string | null;
    };
    ImportEnvelope: {
      /** @constant */
      success: true;
      data: components['schemas']['Import'];
    };
    /** @enum {string} */
    Scope:
      | 'read:issues'
      | 'write:issues'
      | 'read:projects'
      | 'write:projects'
      | 'read:comments'
      | 'write:comments'
      | 'read:notifications'
      | 'write:notifications';
    /** @enum {string} */
    AgentTier: 'READ' | 'SESSION' | 'WORKSPACE';
    ApiToken: {
      id: components['schemas']['Id'];
      userId: components['schemas']['Id'];
      name: string;
      scopes: components['schemas']['Scope'][];
      /** @description Last four characters of the secret. */
      tokenHint: string;
      createdAt: components['schemas']['Timestamp'];
      /**
       * Format: date-time
       * @description Last authenticated use, recorded at most once a minute.
       */
      lastUsedAt: string | null;
      /** Format: date-time */
      revokedAt: string | null;
      revoked: boolean;
    };
    AuditEntry: {
      id: components['schemas']['Id'];
      /**
       * @description What was done. Members: added, removed (`details.reason: left` when they left), role
       *     changed (`details.role`, `details.previousRole`). Invitations: created, revoked,
       *     accepted. Webhooks: created, updated
       *     (`details.changed` names the fields), deleted, secret rotated, deliveries recovered.
       *     More actions may be added; treat an unknown one as an entry to show as it is.
       * @enum {string}
       */
      action:
        | 'api_token.created'
        | 'api_token.revoked'
        | 'agent_token.rotated'
        | 'webhook.recovered'
        | 'member.added'
        | 'member.removed'
        | 'member.role_changed'
        | 'webhook.created'
        | 'webhook.updated'
        | 'webhook.deleted'
        | 'webhook.secret_rotated'
        | 'integration.created'
        | 'integration.secret_rotated'
        | 'integration.deleted'
        | 'invitation.created'
        | 'invitation.revoked'
        | 'invitation.accepted';
      actorId: string | null;
      actorName: string | null;
      /** @enum {string} */
      targetType: 'api_token' | 'agent' | 'webhook' | 'member' | 'integration' | 'invitation';
      targetId: string;
      /** @description Token name, scopes or tier, and tokenHint. Never a plaintext token. `reason` is set when the service revoked the token itself: `member_removed` when its owner left or was removed from the workspace. Invitation rows carry the invited `email` and `role`. */
      details: {
        name?: string;
        email?: string;
        role?: string;
        scopes?: string[];
        tier?: string;
        tokenHint?: string;
        /** @enum {string} */
        reason?: 'member_removed' | 'left';
      };
      createdAt: components['schemas']['Timestamp'];
    };
    /**
     * @description Why the person is notified: `assigned` (the issue was assigned to them),
     *     `mentioned` (their `@handle` appears in the description or a comment), `watching`
     *     (they follow the issue: its creator, assignee, commenters and mentioned people follow
     *     it automatically; `watchIssue` and `unwatchIssue` by hand).
     * @enum {string}
     */
    NotificationReason: 'assigned' | 'mentioned' | 'watching';
    Notification: {
      id: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      projectId: components['schemas']['Id'];
      /** @description The issue as it is now; its key is `prefix-number`. */
      issue: {
        prefix: string;
        number: number;
        title: string;
        status: components['schemas']['IssueStatus'];
      };
      reasons: components['schemas']['NotificationReason'][];
      /** @description The latest activity: `issue.created`, `issue.updated`, `comment.created`, `comment.updated`, `issue.pr_linked` or `issue.pr_status_changed`. */
      event: string;
      actor: {
        /** @enum {string} */
        type: 'user' | 'agent' | 'system' | 'integration';
        id: components['schemas']['Id'] | null;
      };
      /** @description What the latest activity changed, field by field (`status`, `priority`, `assigneeId`, `sprintId`): `{old, new}`. Empty for other activity. */
      changes: {
        [key: string]: {
          old: unknown;
          new: unknown;
        };
      };
      /** @description The comment of a `comment.*` activity. */
      commentId: components['schemas']['Id'] | null;
      read: boolean;
      readAt: components['schemas']['Timestamp'] | null;
      done: boolean;
      createdAt: components['schemas']['Timestamp'];
      /** @description When the latest activity happened. */
      updatedAt: components['schemas']['Timestamp'];
    };
    NotificationSettings: {
      /** @description The reasons that send email; empty sends none. */
      emailReasons: components['schemas']['NotificationReason'][];
    };
    /** @enum {string} */
    WebhookEvent:
      | 'issue.created'
      | 'issue.updated'
      | 'issue.deleted'
      | 'issue.pr_linked'
      | 'issue.pr_unlinked'
      | 'issue.pr_status_changed'
      | 'comment.created'
      | 'comment.updated'
      | 'comment.deleted'
      | 'project.created'
      | 'project.updated'
      | 'project.deleted'
      | 'sprint.created'
      | 'sprint.updated'
      | 'sprint.deleted'
      | 'member.added'
      | 'member.removed'
      | 'agent_session.created'
      | 'agent_session.completed'
      | 'agent_session.errored';
    WebhookSecret: string;
    /**
     * Format: uri
     * @description Receiver URL; `https://` and a public address (see createWebhook).
     */
    WebhookUrl: string;
    Webhook: {
      id: components['schemas']['Id'];
      url: string;
      events: components['schemas']['WebhookEvent'][];
      active: boolean;
      /** @description DEAD deliveries since the last success; 15 disable the webhook. */
      consecutiveFailures: number;
      /** Format: date-time */
      disabledAt: string | null;
      /** @description Why the webhook was disabled; null while it is active. */
      disabledReason: ('consecutive_failures' | 'manual') | null;
      health: components['schemas']['WebhookHealth'];
      createdAt: components['schemas']['Timestamp'];
      updatedAt: components['schemas']['Timestamp'];
      /** @description The signing secret; present only in the create and rotate-secret responses. */
      secret?: components['schemas']['WebhookSecret'];
      /**
       * @description The same signing secret in the form Standard Webhooks libraries take (`whsec_` and
       *     the base64 of the secret's bytes); present only in the create and rotate-secret
       *     responses.
       */
      standardWebhooksSecret?: string;
    };
    /**
     * @description How the receiver has been answering: attempts of the last 24 hours, their success
     *     rate (2xx answers; null without attempts) and duration percentiles, and when the
     *     newest successful and failed attempts among the kept deliveries were made; and how
     *     many attempts it is given at once now.
     */
    WebhookHealth: {
      /**
       * @description How many attempts the webhook may have in flight at once now. It grows by one
       *     with each quick 2xx answer, up to the instance's ceiling; a 429, a 5xx or a
       *     failed connection halves it; a timeout drops it to 1.
       */
      inFlightAllowance: number;
      /** @description Attempts in flight now. */
      inFlight: number;
      attempts24h: number;
      successRate24h: number | null;
      p50DurationMs24h: number | null;
      p95DurationMs24h: number | null;
      /** Format: date-time */
      lastSuccessAt: string | null;
      /** Format: date-time */
      lastFailureAt: string | null;
    };
    /** @enum {string} */
    DeliveryState: 'PENDING' | 'RETRYING' | 'SUCCEEDED' | 'DEAD';
    WebhookDelivery: {
      id: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /** @description An event name, or `ping` for test deliveries. */
      event: string;
      payload: Record<string, unknown>;
      state: components['schemas']['DeliveryState'];
      attempts: number;
      replayOf: string | null;
      nextAttemptAt: components['schemas']['Timestamp'];
      createdAt: components['schemas']['Timestamp'];
      /** Format: date-time */
      completedAt: string | null;
      attemptLog: {
        attempt: number;
        statusCode: number | null;
        error: string | null;
        durationMs: number;
        /** @description The receiver's response headers, without Set-Cookie; null when it never answered (timeout, refused connection). */
        responseHeaders: {
          [key: string]: string;
        } | null;
        /** @description The first 2 KiB of the receiver's response body, as UTF-8 text; null when it never answered. */
        responseBody: string | null;
        /** @description True when the response body was longer than what `responseBody` keeps. */
        responseBodyCut: boolean;
        createdAt: components['schemas']['Timestamp'];
      }[];
    };
    /** @description The new issue, its project and its parent (null for a top-level issue). Ids only. */
    WebhookIssueCreatedPayload: {
      projectId: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      parentId: string | null;
      /** @description The labels the new issue carries, when it carries any. */
      labelIds?: components['schemas']['Id'][];
    };
    /** @description The issue and its project. Ids only. */
    WebhookIssuePayload: {
      projectId: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      /** @description On `issue.updated`, when the change set the labels: the labels the issue now carries. */
      labelIds?: components['schemas']['Id'][];
    };
    /** @description The issue, its project and the pull-request link. Ids only. */
    WebhookPullRequestPayload: {
      projectId: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      linkId: components['schemas']['Id'];
    };
    /** @description The comment, its issue and project. Ids only. */
    WebhookCommentPayload: {
      projectId: components['schemas']['Id'];
      issueId: components['schemas']['Id'];
      commentId: components['schemas']['Id'];
    };
    /** @description The project. Ids only. */
    WebhookProjectPayload: {
      projectId: components['schemas']['Id'];
    };
    /** @description The sprint and its project. Ids only. */
    WebhookSprintPayload: {
      projectId: components['schemas']['Id'];
      sprintId: components['schemas']['Id'];
    };
    /** @description The user who joined or left the workspace. Ids only. */
    WebhookMemberPayload: {
      userId: components['schemas']['Id'];
    };
    /** @description The agent session, its agent and its issue (null when it has none). Ids only. */
    WebhookAgentSessionPayload: {
      agentId: components['schemas']['Id'];
      sessionId: components['schemas']['Id'];
      issueId: string | null;
    };
    /** @description The webhook being tested. Ids only. */
    WebhookPingPayload: {
      webhookId: components['schemas']['Id'];
    };
    /** @description Body of each `issue.created` delivery. */
    WebhookIssueCreatedEvent: {
      /** @constant */
      event: 'issue.created';
      payload: components['schemas']['WebhookIssueCreatedPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `issue.updated` delivery. */
    WebhookIssueUpdatedEvent: {
      /** @constant */
      event: 'issue.updated';
      payload: components['schemas']['WebhookIssuePayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `issue.deleted` delivery. */
    WebhookIssueDeletedEvent: {
      /** @constant */
      event: 'issue.deleted';
      payload: components['schemas']['WebhookIssuePayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `issue.pr_linked` delivery. */
    WebhookIssuePrLinkedEvent: {
      /** @constant */
      event: 'issue.pr_linked';
      payload: components['schemas']['WebhookPullRequestPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `issue.pr_unlinked` delivery. */
    WebhookIssuePrUnlinkedEvent: {
      /** @constant */
      event: 'issue.pr_unlinked';
      payload: components['schemas']['WebhookPullRequestPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `issue.pr_status_changed` delivery. */
    WebhookIssuePrStatusChangedEvent: {
      /** @constant */
      event: 'issue.pr_status_changed';
      payload: components['schemas']['WebhookPullRequestPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `comment.created` delivery. */
    WebhookCommentCreatedEvent: {
      /** @constant */
      event: 'comment.created';
      payload: components['schemas']['WebhookCommentPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `comment.updated` delivery. */
    WebhookCommentUpdatedEvent: {
      /** @constant */
      event: 'comment.updated';
      payload: components['schemas']['WebhookCommentPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `comment.deleted` delivery. */
    WebhookCommentDeletedEvent: {
      /** @constant */
      event: 'comment.deleted';
      payload: components['schemas']['WebhookCommentPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `project.created` delivery. */
    WebhookProjectCreatedEvent: {
      /** @constant */
      event: 'project.created';
      payload: components['schemas']['WebhookProjectPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `project.updated` delivery. */
    WebhookProjectUpdatedEvent: {
      /** @constant */
      event: 'project.updated';
      payload: components['schemas']['WebhookProjectPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `project.deleted` delivery. */
    WebhookProjectDeletedEvent: {
      /** @constant */
      event: 'project.deleted';
      payload: components['schemas']['WebhookProjectPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `sprint.created` delivery. */
    WebhookSprintCreatedEvent: {
      /** @constant */
      event: 'sprint.created';
      payload: components['schemas']['WebhookSprintPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `sprint.updated` delivery. */
    WebhookSprintUpdatedEvent: {
      /** @constant */
      event: 'sprint.updated';
      payload: components['schemas']['WebhookSprintPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `sprint.deleted` delivery. */
    WebhookSprintDeletedEvent: {
      /** @constant */
      event: 'sprint.deleted';
      payload: components['schemas']['WebhookSprintPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `member.added` delivery. */
    WebhookMemberAddedEvent: {
      /** @constant */
      event: 'member.added';
      payload: components['schemas']['WebhookMemberPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `member.removed` delivery. */
    WebhookMemberRemovedEvent: {
      /** @constant */
      event: 'member.removed';
      payload: components['schemas']['WebhookMemberPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `agent_session.created` delivery. */
    WebhookAgentSessionCreatedEvent: {
      /** @constant */
      event: 'agent_session.created';
      payload: components['schemas']['WebhookAgentSessionPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `agent_session.completed` delivery. */
    WebhookAgentSessionCompletedEvent: {
      /** @constant */
      event: 'agent_session.completed';
      payload: components['schemas']['WebhookAgentSessionPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `agent_session.errored` delivery. */
    WebhookAgentSessionErroredEvent: {
      /** @constant */
      event: 'agent_session.errored';
      payload: components['schemas']['WebhookAgentSessionPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description Body of each `ping` delivery. */
    WebhookPingEvent: {
      /** @constant */
      event: 'ping';
      payload: components['schemas']['WebhookPingPayload'];
      deliveryId: components['schemas']['Id'];
      webhookId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When the delivery was first enqueued (ISO 8601 UTC, milliseconds); the same on every attempt.
       */
      timestamp: string;
    };
    /** @description The `token` query parameter of a link the service mailed (or an operator printed). */
    OneTimeToken: string;
    MailAcceptedEnvelope: {
      /** @constant */
      success: true;
      data: {
        message: string;
      };
    };
    SessionsEndedEnvelope: {
      /** @constant */
      success: true;
      data: {
        endedSessions: number;
      };
    };
    SessionSummary: {
      id: components['schemas']['Id'];
      /** @description This request's session. */
      current: boolean;
      userAgent: string | null;
      ipAddress: string | null;
      createdAt: components['schemas']['Timestamp'];
      lastSeenAt: components['schemas']['Timestamp'];
      expiresAt: components['schemas']['Timestamp'];
    };
    SessionListEnvelope: {
      /** @constant */
      success: true;
      data: {
        items: components['schemas']['SessionSummary'][];
      };
    };
    Invitation: {
      id: components['schemas']['Id'];
      email: string;
      role: components['schemas']['MemberRole'];
      /**
       * @description An expired invitation's link no longer works; resend it for a new one.
       * @enum {string}
       */
      status: 'pending' | 'expired';
      invitedById: string | null;
      invitedByName: string | null;
      createdAt: components['schemas']['Timestamp'];
      expiresAt: components['schemas']['Timestamp'];
    };
    InvitationCreatedEnvelope: {
      /** @constant */
      success: true;
      data: {
        id: components['schemas']['Id'];
        email: string;
        role: components['schemas']['MemberRole'];
        /** @enum {string} */
        status: 'pending' | 'expired';
        invitedById: string | null;
        invitedByName: string | null;
        createdAt: components['schemas']['Timestamp'];
        expiresAt: components['schemas']['Timestamp'];
        /**
         * Format: uri
         * @description The accept link (on `BASE_URL`), shown this once; the mail carries the same.
         */
        url: string;
      };
    };
    InvitationPageEnvelope: {
      /** @constant */
      success: true;
      data: {
        items: components['schemas']['Invitation'][];
        meta: components['schemas']['PageMeta'];
      };
    };
    InvitationPreviewEnvelope: {
      /** @constant */
      success: true;
      data: {
        /** @description The invited address; sign up or sign in with it. */
        email: string;
        workspaceName: string;
        inviterName: string | null;
        role: components['schemas']['MemberRole'];
        expiresAt: components['schemas']['Timestamp'];
        /** @description Whether an account uses the invited email. */
        hasAccount: boolean;
      };
    };
    MyInvitation: {
      id: components['schemas']['Id'];
      workspaceId: components['schemas']['Id'];
      workspaceName: string;
      inviterName: string | null;
      role: components['schemas']['MemberRole'];
      expiresAt: components['schemas']['Timestamp'];
    };
    MyInvitationListEnvelope: {
      /** @constant */
      success: true;
      data: {
        items: components['schemas']['MyInvitation'][];
      };
    };
  };
  responses: {
    /** @description The project, with its version as `ETag`. */
    ProjectResult: {
      headers: {
        ETag: components['headers']['ETag'];
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ProjectEnvelope'];
      };
    };
    /** @description The sprint, with its version as `ETag`. */
    SprintResult: {
      headers: {
        ETag: components['headers']['ETag'];
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SprintEnvelope'];
      };
    };
    /** @description The issue, with its version as `ETag`. */
    IssueResult: {
      headers: {
        ETag: components['headers']['ETag'];
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "id": "i3n8c5d2e7f1g6h0j4k9l2mb",
         *         "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
         *         "prefix": "WEB",
         *         "number": 12,
         *         "title": "Fix the login page",
         *         "description": "The submit button does nothing on Safari.",
         *         "status": "todo",
         *         "priority": "high",
         *         "assigneeId": "tz4a98xxat96iws9zmbrgj3a",
         *         "parentId": null,
         *         "sprintId": null,
         *         "dueOn": "2026-03-13",
         *         "estimate": 3,
         *         "createdBy": "tz4a98xxat96iws9zmbrgj3a",
         *         "createdAt": "2026-03-02T09:17:45.000Z",
         *         "updatedAt": "2026-03-02T09:17:45.000Z",
         *         "closedAt": null,
         *         "version": 1,
         *         "labels": []
         *       }
         *     }
         */
        'application/json': components['schemas']['IssueEnvelope'];
      };
    };
    /** @description The pull-request link. */
    PullRequestResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['PullRequestEnvelope'];
      };
    };
    /** @description The person's notification email settings. */
    NotificationSettingsResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          success: true;
          data: components['schemas']['NotificationSettings'];
        };
      };
    };
    /** @description Whether the caller now watches the issue. */
    WatchResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          success: true;
          data: {
            issueId: components['schemas']['Id'];
            watching: boolean;
          };
        };
      };
    };
    /** @description The caller now watches the issue. */
    WatchStarted: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          success: true;
          data: {
            issueId: components['schemas']['Id'];
            watching: boolean;
          };
        };
      };
    };
    /** @description A page of events. */
    EventPage: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          success: true;
          data: {
            items: components['schemas']['Event'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
    };
    /** @description The webhook and its signing secret, shown this once. */
    WebhookWithSecret: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['WebhookWithSecretEnvelope'];
      };
    };
    /** @description The delivery was enqueued. */
    DeliveryEnqueued: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "deliveryId": "r9e2p5l8a1y4d7e3f6g0h2ik",
         *         "replayOf": "d1e4l7i2v5e8r3y6a9b0c2dj",
         *         "state": "PENDING"
         *       }
         *     }
         */
        'application/json': {
          /** @constant */
          success: true;
          data: {
            deliveryId: components['schemas']['Id'];
            replayOf: string | null;
            /** @constant */
            state: 'PENDING';
          };
        };
      };
    };
    /**
     * @description Bad request. A body, path id or query parameter that does not match the schema gets
     *     `VALIDATION_ERROR` with details keyed by field (a malformed path id, a repeated or
     *     bracketed query parameter such as `?status=a&status=b` or `?status[]=a`, a number that
     *     is not plain decimal digits). The default envelope is used for a request that is malformed
     *     or ambiguous as a whole: both a bearer token and the session cookie, two `Authorization`
     *     headers, a body that is not JSON, not valid UTF-8, not the declared `Content-Encoding`
     *     (gzip, deflate and br are understood), or nested deeper than 64 levels.
     */
    ValidationFailed: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json':
          components['schemas']['ValidationErrorEnvelope'] | components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description `If-Match` named a version the entity no longer has: someone changed it since it was
     *     read. Nothing was written. `currentVersion` (and `ETag`) give the version it has now:
     *     read it again, merge or reapply the change, and send it with the new tag.
     */
    PreconditionFailed: {
      headers: {
        ETag: components['headers']['ETag'];
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "The issue was changed since you read it (it is now at version 4)",
         *       "error": "Precondition Failed",
         *       "statusCode": 412,
         *       "currentVersion": 4
         *     }
         */
        'application/json': components['schemas']['PreconditionFailedEnvelope'];
      };
    };
    /**
     * @description Missing, invalid or expired credentials. A personal access token or agent token used on
     *     another workspace's routes also gets 401, with the message "This token belongs to another
     *     workspace" (tokens are scoped to the workspace they were issued for).
     */
    Unauthorized: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description Refused for this caller: the credential kind is not accepted by the operation, a token
     *     lacks a scope or tier, the member's role is too low, the plan lacks the feature, or (CSRF)
     *     a state-changing request from a foreign `Origin`, or one carrying the session cookie
     *     without any `Origin`.
     */
    Forbidden: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description No such entity in this workspace. */
    NotFound: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description `Idempotency-Key` in use: a request with this key is still running (`Retry-After`
     *     says when to try again), or the key's request completed with an answer that held a
     *     secret shown once, which is never replayed (then `Idempotent-Replayed: true`, and the
     *     message names the record: it exists, and can be revoked or rotated). Also answered
     *     when a record the request refers to (the issue commented on, say) was deleted while
     *     the request ran: nothing was written.
     */
    KeyInUse: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        /** @description Seconds to wait before retrying, when the key's first request is still running. */
        'Retry-After'?: number;
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description The change conflicts with the current state (a duplicate, something ended, or a
     *     record it refers to deleted while it ran, with nothing written); or the
     *     `Idempotency-Key` in use: a request with this key is still running (`Retry-After`
     *     says when to try again), or the key's request completed with an answer that held a
     *     secret shown once, which is never replayed (then `Idempotent-Replayed: true`, and the
     *     message names the record: it exists, and can be revoked or rotated).
     */
    ConflictOrKeyInUse: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        /** @description Seconds to wait before retrying, when the key's first request is still running. */
        'Retry-After'?: number;
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description The `Idempotency-Key` was already used, within 24 hours, for a different request
     *     (another method, path or body). Nothing ran; send a new key for a new request.
     */
    KeyReused: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "This Idempotency-Key was already used for a different request (method, path or body); send a new key for a new request",
         *       "error": "Unprocessable Entity",
         *       "statusCode": 422
         *     }
         */
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The change conflicts with the current state: a duplicate, something ended, or a record it refers to deleted while it ran (nothing was written). */
    Conflict: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description A rate limit was exceeded; `Retry-After` says how many seconds to wait. The message names the limit that refused the request: the per-IP throttle (counted before authentication, `RATE_LIMIT_IP_PER_MIN`), the tight per-IP throttle of an operation (`RATE_LIMIT_TIGHT_PER_MIN`), the token's own window, or (on login) the account's failed attempts. `X-RateLimit-*` then carry the figures of a per-IP or token limit. */
    TooManyRequests: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /**
     * @description The browser goes on to `Location`: the identity provider, the page to land on, or the
     *     dashboard's page explaining a refusal (`/sso/error?reason=…`).
     */
    BrowserRedirect: {
      headers: {
        /** @description Where the browser goes next. */
        Location: string;
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content?: never;
    };
    /** @description Session cookies were set. */
    SessionStarted: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "user": {
         *           "id": "tz4a98xxat96iws9zmbrgj3a",
         *           "email": "ada@example.com",
         *           "handle": "ada",
         *           "name": "Ada Lovelace",
         *           "createdAt": "2026-03-02T09:14:07.000Z"
         *         },
         *         "session": {
         *           "expiresAt": "2026-03-02T09:29:07.000Z"
         *         }
         *       }
         *     }
         */
        'application/json': {
          /** @constant */
          success: true;
          data: {
            user: components['schemas']['User'];
            session: components['schemas']['SessionInfo'];
          };
        };
      };
    };
    /** @description The workspace. */
    WorkspaceResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "id": "h4x1f8b2k9m3q7r5s0t6u2vw",
         *         "name": "Acme",
         *         "plan": "PRO",
         *         "features": [
         *           "api-access"
         *         ],
         *         "role": "owner",
         *         "createdAt": "2026-03-02T09:15:30.000Z",
         *         "updatedAt": "2026-03-02T09:15:30.000Z"
         *       }
         *     }
         */
        'application/json': components['schemas']['WorkspaceEnvelope'];
      };
    };
    /** @description The member. */
    MemberResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MemberEnvelope'];
      };
    };
    /** @description The request body is larger than the configured limit (1 MiB by default, after decoding). */
    PayloadTooLarge: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The request has a body that is not JSON (a `Content-Type` other than `application/json` or `application/*+json`, on any operation, with or without a body of its own), or its `Content-Encoding` is not one of gzip, deflate or br. */
    UnsupportedContentEncoding: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The database is unavailable for the moment, it ended this request's transaction to resolve a deadlock with a concurrent request, a statement ran past the database statement timeout the service is configured with, or (deleting a project, a webhook or an agent) too many such deletions were already running for this one to start in time. The failed transaction wrote nothing; retry after `Retry-After` seconds (an `Idempotency-Key` is released for the retry). */
    ServiceUnavailable: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The connection and its secret, shown this once. */
    IntegrationWithSecret: {
      headers: {
        'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
        'X-Request-Id': components['headers']['X-Request-Id'];
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "success": true,
         *       "data": {
         *         "id": "i3k8m2p5r7t9v1x4z6b8d0f2",
         *         "name": "Our Forgejo",
         *         "provider": "gitea",
         *         "baseUrl": "https://code.example.com",
         *         "webhookUrl": "https://tracker.example.com/api/hooks/i3k8m2p5r7t9v1x4z6b8d0f2",
         *         "previousSecretExpiresAt": null,
         *         "createdAt": "2026-03-02T09:22:40.000Z",
         *         "updatedAt": "2026-03-02T09:22:40.000Z",
         *         "secret": "9b1c4e7f2a5d8c0b3e6f9a2d5c8b1e4f7a0d3c6b9e2f5a8d"
         *       }
         *     }
         */
        'application/json': {
          /** @constant */
          success: true;
          data: components['schemas']['IntegrationWithSecret'];
        };
      };
    };
    /** @description The project's rules. */
    PullRequestRulesResult: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          /** @constant */
          success: true;
          data: components['schemas']['PullRequestRules'];
        };
      };
    };
    /** @description Accepted; a mail is on its way if the request applies (the message says so). */
    MailAccepted: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MailAcceptedEnvelope'];
      };
    };
    /** @description No such entity, or a link's token the service does not know (mistyped, or replaced by a newer link); the message says how to ask for a new link. */
    LinkNotFound: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
    /** @description The link's token expired, was already used, or was withdrawn; the message says which and how to ask for a new link. */
    LinkGone: {
      headers: {
        'X-Request-Id': components['headers']['X-Request-Id'];
        'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
        'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
        'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorEnvelope'];
      };
    };
  };
  parameters: {
    /**
     * @description Change the entity only if it still has this version: its `ETag` (or `version` in
     *     double quotes) as last read, `"3"`. Several tags may be listed (`"3", "4"`); `*`
     *     matches any version. When none matches, nothing is written and the answer is 412
     *     with the current version (in `currentVersion` and `ETag`). Checked and written under
     *     the row's lock, so of two changes sent with the same tag only one succeeds. A weak
     *     tag (`W/"3"`) never matches; a header that is not a list of tags is a 400. Without
     *     the header the change is made whatever the version (the last write wins).
     * @example "3"
     */
    IfMatch: string;
    /**
     * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
     *     path and body (per credential owner and workspace) returns the first answer again
     *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
     *     still running, 422 when the key was used for a different request, 400 when the key
     *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
     *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
     *     send, so an imported collection never reuses one key for different requests.
     * @example {{$guid}}
     */
    IdempotencyKey: string;
    ProjectId: components['schemas']['Id'];
    IssueId: components['schemas']['Id'];
    WebhookId: components['schemas']['Id'];
    IntegrationId: components['schemas']['Id'];
    WorkspaceId: components['schemas']['Id'];
    /** @description 1-based page number, at most 1,000,000. */
    Page: number;
    /** @description Page size; values above 100 are capped at 100. */
    Limit: number;
    /**
     * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
     * @example createdAt
     */
    SortBy: string;
    SortOrder: 'asc' | 'desc';
    /** @example login */
    Search: string;
    InvitationId: components['schemas']['Id'];
  };
  requestBodies: never;
  headers: {
    /**
     * @description The request's id, on every response: the caller's own `X-Request-Id` when it is 1 to
     *     128 letters, digits, `_`, `.`, `:` or `-`, otherwise one the service made up. The
     *     service's log line for the request carries the same id.
     */
    'X-Request-Id': string;
    /**
     * @description Requests the personal access token's window allows per minute. Present on every
     *     response to a request made with a personal access token, and on a 429 from any limit
     *     (then the figures are that limit's).
     */
    'X-RateLimit-Limit': number;
    /**
     * @description Requests left in the current window. Present on every response to a request made with
     *     a personal access token, and on a 429 from any limit.
     */
    'X-RateLimit-Remaining': number;
    /**
     * @description When the window has room again, in Unix seconds: the end of the current minute, or
     *     when the next request will fit if the caller is limited. Present on every response to
     *     a request made with a personal access token, and on a 429 from any limit.
     */
    'X-RateLimit-Reset': number;
    /** @description Seconds to wait before retrying (429 and 503). */
    'Retry-After': number;
    /**
     * @description `true` when this is the stored answer to an earlier request with the same
     *     `Idempotency-Key`, given again without running anything; absent otherwise.
     */
    'Idempotent-Replayed': 'true';
    /**
     * @description The entity's version as a strong entity tag: its `version` in double quotes (`"3"`).
     *     Send it back in `If-Match` to change the entity only if nobody has changed it since.
     */
    ETag: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI document. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, unknown>;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getApiReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reference page. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getApiReferenceScript: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Redoc bundle. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'text/javascript': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "correct horse battery",
         *       "name": "Ada Lovelace"
         *     }
         */
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          name: components['schemas']['Name'];
        };
      };
    };
    responses: {
      201: components['responses']['SessionStarted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "password": "correct horse battery"
         *     }
         */
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionStarted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description New cookies were set. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionRefreshedEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current user. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "tz4a98xxat96iws9zmbrgj3a",
           *         "email": "ada@example.com",
           *         "handle": "ada",
           *         "name": "Ada Lovelace",
           *         "createdAt": "2026-03-02T09:14:07.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "handle": "ada"
         *     }
         */
        'application/json': {
          name?: components['schemas']['Name'];
          handle?: components['schemas']['Handle'];
        };
      };
    };
    responses: {
      /** @description The changed user. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSignInOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sign-in options. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "passwordLogin": true,
           *         "singleSignOn": {
           *           "displayName": "Acme SSO",
           *           "available": true,
           *           "startUrl": "/api/auth/sso/start"
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['SignInOptions'];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  startSingleSignOn: {
    parameters: {
      query?: {
        /** @description A path of the dashboard to land on once signed in (default `/`). */
        returnTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      302: components['responses']['BrowserRedirect'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  finishSingleSignOn: {
    parameters: {
      query?: {
        code?: string;
        state?: string;
        /** @description The provider's refusal (`access_denied`…), instead of a code. */
        error?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      302: components['responses']['BrowserRedirect'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  linkSingleSignOn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Where to send the browser. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "url": "https://id.example.com/authorize?response_type=code&client_id=tracker"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: uri */
              url: string;
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIdentities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The linked identities. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "passwordSet": true,
           *         "identities": [
           *           {
           *             "id": "k1x7c0bq2m4n5p6r7s8t9u0v",
           *             "provider": "Acme SSO",
           *             "issuer": "https://id.example.com",
           *             "email": "ada@example.com",
           *             "createdAt": "2026-03-02T09:14:07.000Z",
           *             "lastUsedAt": "2026-03-04T08:01:00.000Z"
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              passwordSet: boolean;
              identities: components['schemas']['LinkedIdentity'][];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unlinkIdentity: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        identityId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlinked. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWorkspaces: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example login */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of workspaces. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "h4x1f8b2k9m3q7r5s0t6u2vw",
           *             "name": "Acme",
           *             "plan": "PRO",
           *             "features": [
           *               "api-access"
           *             ],
           *             "role": "owner",
           *             "createdAt": "2026-03-02T09:15:30.000Z",
           *             "updatedAt": "2026-03-02T09:15:30.000Z"
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['WorkspacePageEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createWorkspace: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme"
         *     }
         */
        'application/json': {
          name: components['schemas']['Name'];
        };
      };
    };
    responses: {
      /** @description The workspace. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "h4x1f8b2k9m3q7r5s0t6u2vw",
           *         "name": "Acme",
           *         "plan": "FREE",
           *         "features": [],
           *         "role": "owner",
           *         "createdAt": "2026-03-02T09:15:30.000Z",
           *         "updatedAt": "2026-03-02T09:15:30.000Z"
           *       }
           *     }
           */
          'application/json': components['schemas']['WorkspaceEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['WorkspaceResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateWorkspace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['Name'];
        };
      };
    };
    responses: {
      200: components['responses']['WorkspaceResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMembers: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example login */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of members. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MemberPageEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          role: components['schemas']['MemberRole'];
        };
      };
    };
    responses: {
      200: components['responses']['MemberResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listInvitations: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of invitations. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPageEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "grace@example.com",
         *       "role": "member"
         *     }
         */
        'application/json': {
          /** Format: email */
          email: string;
          /** @default member */
          role?: components['schemas']['MemberRole'];
        };
      };
    };
    responses: {
      /** @description The invitation, with its accept link. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationCreatedEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        invitationId: components['parameters']['InvitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invitation, with its new accept link. */
      200: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationCreatedEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listProjects: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example login */
        search?: components['parameters']['Search'];
        /**
         * @description true for archived projects only, false for active ones only.
         * @example false
         */
        archived?: boolean;
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of projects. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "p7k2m9q4r1s8t3v6w0x5y2za",
           *             "name": "Website",
           *             "prefix": "WEB",
           *             "description": "The public website and its sign-up flow.",
           *             "archived": false,
           *             "archivedAt": null,
           *             "createdAt": "2026-03-02T09:16:02.000Z",
           *             "updatedAt": "2026-03-02T09:16:02.000Z",
           *             "version": 1
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Project'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Website",
         *       "prefix": "WEB",
         *       "description": "The public website and its sign-up flow."
         *     }
         */
        'application/json': {
          name: components['schemas']['Name'];
          prefix: components['schemas']['ProjectPrefix'];
          description?: components['schemas']['LongText'];
        };
      };
    };
    responses: {
      /** @description The project. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "p7k2m9q4r1s8t3v6w0x5y2za",
           *         "name": "Website",
           *         "prefix": "WEB",
           *         "description": "The public website and its sign-up flow.",
           *         "archived": false,
           *         "archivedAt": null,
           *         "createdAt": "2026-03-02T09:16:02.000Z",
           *         "updatedAt": "2026-03-02T09:16:02.000Z",
           *         "version": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['ProjectEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ProjectResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateProject: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Change the entity only if it still has this version: its `ETag` (or `version` in
         *     double quotes) as last read, `"3"`. Several tags may be listed (`"3", "4"`); `*`
         *     matches any version. When none matches, nothing is written and the answer is 412
         *     with the current version (in `currentVersion` and `ETag`). Checked and written under
         *     the row's lock, so of two changes sent with the same tag only one succeeds. A weak
         *     tag (`W/"3"`) never matches; a header that is not a list of tags is a 400. Without
         *     the header the change is made whatever the version (the last write wins).
         * @example "3"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['Name'];
          prefix?: components['schemas']['ProjectPrefix'];
          description?: components['schemas']['LongText'] | null;
          /**
           * @description Set false to unarchive; archive with POST .../archive.
           * @constant
           */
          archived?: false;
        };
      };
    };
    responses: {
      200: components['responses']['ProjectResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  archiveProject: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The project, now archived. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProjectOverview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ProjectOverview'];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listProjectActivity: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EventPage'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProjectBurndown: {
    parameters: {
      query?: {
        /** @example s5p2r8i4n1t7a3b9c6d0e2fg */
        sprintId?: components['schemas']['Id'];
        /** @example 2026-03-02 */
        from?: string;
        /** @example 2026-03-13 */
        to?: string;
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One point per day. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              sprintId: string | null;
              points: {
                /** Format: date */
                date: string;
                remaining: number;
                scope: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSprints: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example active */
        state?: components['schemas']['SprintState'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of sprints. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Sprint'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createSprint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['Name'];
          goal?: components['schemas']['LongText'];
          /** Format: date */
          startsOn?: string;
          /**
           * Format: date
           * @description Must not be before `startsOn` (400 naming `endsOn` otherwise).
           */
          endsOn?: string;
          state?: components['schemas']['SprintState'];
        };
      };
    };
    responses: {
      /** @description The sprint. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SprintEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSprint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['SprintResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteSprint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateSprint: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Change the entity only if it still has this version: its `ETag` (or `version` in
         *     double quotes) as last read, `"3"`. Several tags may be listed (`"3", "4"`); `*`
         *     matches any version. When none matches, nothing is written and the answer is 412
         *     with the current version (in `currentVersion` and `ETag`). Checked and written under
         *     the row's lock, so of two changes sent with the same tag only one succeeds. A weak
         *     tag (`W/"3"`) never matches; a header that is not a list of tags is a 400. Without
         *     the header the change is made whatever the version (the last write wins).
         * @example "3"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: components['schemas']['Name'];
          goal?: components['schemas']['LongText'] | null;
          /** Format: date */
          startsOn?: string | null;
          /**
           * Format: date
           * @description Must not be before `startsOn`, taking the sprint's stored date for
           *     whichever of the two the request leaves out (400 naming `endsOn` otherwise).
           */
          endsOn?: string | null;
          state?: components['schemas']['SprintState'];
        };
      };
    };
    responses: {
      200: components['responses']['SprintResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  completeSprint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        sprintId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "moveOpenIssuesTo": "sprint",
         *       "sprintId": "s9t3u7v1w5x2y8z4a6b0c1de"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          moveOpenIssuesTo: 'backlog' | 'sprint' | 'newSprint';
          /** @description With `moveOpenIssuesTo: sprint`: the sprint that receives them. */
          sprintId?: components['schemas']['Id'];
          /** @description With `moveOpenIssuesTo: newSprint`: the planned sprint to create. */
          newSprint?: {
            name: components['schemas']['Name'];
            goal?: components['schemas']['LongText'];
            /** Format: date */
            startsOn?: string;
            /** Format: date */
            endsOn?: string;
          };
          /** Format: date */
          endsOn?: string;
        };
      };
    };
    responses: {
      /** @description The completed sprint, where its open issues went, and which they were. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              sprint: components['schemas']['Sprint'];
              /** @description The sprint that received the open issues; null for the backlog. */
              movedTo: components['schemas']['Sprint'] | null;
              movedIssueIds: components['schemas']['Id'][];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIssues: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example login */
        search?: components['parameters']['Search'];
        /**
         * @description One or more projects (repeat the parameter); any of them.
         * @example [
         *       "p7k2m9q4r1s8t3v6w0x5y2za"
         *     ]
         */
        projectId?: components['schemas']['Id'] | components['schemas']['Id'][];
        /**
         * @description One or more statuses (repeat the parameter); any of them.
         * @example [
         *       "todo",
         *       "in_progress"
         *     ]
         */
        status?: components['schemas']['IssueStatus'] | components['schemas']['IssueStatus'][];
        /**
         * @description One or more priorities (repeat the parameter); any of them.
         * @example [
         *       "high",
         *       "urgent"
         *     ]
         */
        priority?:
          components['schemas']['IssuePriority'] | components['schemas']['IssuePriority'][];
        /**
         * @description One or more assignees (repeat the parameter), `me` for the caller; any of them.
         * @example [
         *       "me"
         *     ]
         */
        assigneeId?: components['schemas']['IdOrMe'] | components['schemas']['IdOrMe'][];
        /**
         * @description One or more creators (repeat the parameter), `me` for the caller; any of them.
         * @example [
         *       "me"
         *     ]
         */
        createdBy?: components['schemas']['IdOrMe'] | components['schemas']['IdOrMe'][];
        /**
         * @description `true`: only the issues the caller watches.
         * @example true
         */
        watching?: boolean;
        /** @example s5p2r8i4n1t7a3b9c6d0e2fg */
        sprintId?: components['schemas']['Id'];
        /**
         * @description An issue id, or `null` for top-level issues.
         * @example null
         */
        parentId?: components['schemas']['Id'] | 'null';
        /**
         * @description One or more labels (repeat the parameter); issues carrying any of them.
         * @example [
         *       "l4b8c2d6e0f3g7h1j5k9m3np"
         *     ]
         */
        labelId?: components['schemas']['Id'] | components['schemas']['Id'][];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of issues. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "i3n8c5d2e7f1g6h0j4k9l2mb",
           *             "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
           *             "prefix": "WEB",
           *             "number": 12,
           *             "title": "Fix the login page",
           *             "description": "The submit button does nothing on Safari.",
           *             "status": "todo",
           *             "priority": "high",
           *             "assigneeId": "tz4a98xxat96iws9zmbrgj3a",
           *             "parentId": null,
           *             "sprintId": null,
           *             "dueOn": "2026-03-13",
           *             "estimate": 3,
           *             "createdBy": "tz4a98xxat96iws9zmbrgj3a",
           *             "createdAt": "2026-03-02T09:17:45.000Z",
           *             "updatedAt": "2026-03-02T09:17:45.000Z",
           *             "closedAt": null,
           *             "version": 1,
           *             "labels": []
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Issue'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createIssue: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
         *       "title": "Fix the login page",
         *       "description": "The submit button does nothing on Safari.",
         *       "priority": "high",
         *       "assigneeId": "tz4a98xxat96iws9zmbrgj3a"
         *     }
         */
        'application/json': {
          projectId: components['schemas']['Id'];
          title: components['schemas']['Title'];
          description?: components['schemas']['LongText'];
          status?: components['schemas']['IssueStatus'];
          priority?: components['schemas']['IssuePriority'];
          assigneeId?: components['schemas']['NullableId'];
          parentId?: components['schemas']['NullableId'];
          sprintId?: components['schemas']['NullableId'];
          dueOn?: components['schemas']['DueDate'];
          estimate?: components['schemas']['NullableEstimate'];
          labelIds?: components['schemas']['LabelIds'];
        };
      };
    };
    responses: {
      /** @description The issue. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "i3n8c5d2e7f1g6h0j4k9l2mb",
           *         "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
           *         "prefix": "WEB",
           *         "number": 12,
           *         "title": "Fix the login page",
           *         "description": "The submit button does nothing on Safari.",
           *         "status": "todo",
           *         "priority": "high",
           *         "assigneeId": "tz4a98xxat96iws9zmbrgj3a",
           *         "parentId": null,
           *         "sprintId": null,
           *         "dueOn": "2026-03-13",
           *         "estimate": 3,
           *         "createdBy": "tz4a98xxat96iws9zmbrgj3a",
           *         "createdAt": "2026-03-02T09:17:45.000Z",
           *         "updatedAt": "2026-03-02T09:17:45.000Z",
           *         "closedAt": null,
           *         "version": 1,
           *         "labels": []
           *       }
           *     }
           */
          'application/json': components['schemas']['IssueEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['IssueResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateIssue: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Change the entity only if it still has this version: its `ETag` (or `version` in
         *     double quotes) as last read, `"3"`. Several tags may be listed (`"3", "4"`); `*`
         *     matches any version. When none matches, nothing is written and the answer is 412
         *     with the current version (in `currentVersion` and `ETag`). Checked and written under
         *     the row's lock, so of two changes sent with the same tag only one succeeds. A weak
         *     tag (`W/"3"`) never matches; a header that is not a list of tags is a 400. Without
         *     the header the change is made whatever the version (the last write wins).
         * @example "3"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "in_progress"
         *     }
         */
        'application/json': {
          title?: components['schemas']['Title'];
          description?: components['schemas']['LongText'] | null;
          status?: components['schemas']['IssueStatus'];
          priority?: components['schemas']['IssuePriority'];
          assigneeId?: components['schemas']['NullableId'];
          parentId?: components['schemas']['NullableId'];
          sprintId?: components['schemas']['NullableId'];
          dueOn?: components['schemas']['DueDate'];
          estimate?: components['schemas']['NullableEstimate'];
          labelIds?: components['schemas']['LabelIds'];
        };
      };
    };
    responses: {
      200: components['responses']['IssueResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  moveIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "in_progress",
         *       "beforeId": "i9q2w7e4r1t8y3u6i0o5p2ab"
         *     }
         */
        'application/json': {
          status?: components['schemas']['IssueStatus'];
          beforeId?: components['schemas']['Id'];
          afterId?: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['IssueResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIssueActivity: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['EventPage'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getWatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['WatchResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  watchIssue: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['WatchStarted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unwatchIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['WatchResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listPullRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of pull-request links. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['PullRequestLink'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  linkPullRequest: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A pull request or merge request URL on github.com, gitlab.com or a connected code host. */
          url: string;
          status?: components['schemas']['PullRequestStatus'];
        };
      };
    };
    responses: {
      /** @description The pull-request link. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PullRequestEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unlinkPullRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
        linkId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlinked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updatePullRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
        issueId: components['parameters']['IssueId'];
        linkId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status: components['schemas']['PullRequestStatus'];
        };
      };
    };
    responses: {
      200: components['responses']['PullRequestResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listComments: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of comments. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Comment'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createComment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: components['schemas']['CommentBody'];
        };
      };
    };
    responses: {
      /** @description The comment. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
        commentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comment, with its version as `ETag`. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
        commentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateComment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Change the entity only if it still has this version: its `ETag` (or `version` in
         *     double quotes) as last read, `"3"`. Several tags may be listed (`"3", "4"`); `*`
         *     matches any version. When none matches, nothing is written and the answer is 412
         *     with the current version (in `currentVersion` and `ETag`). Checked and written under
         *     the row's lock, so of two changes sent with the same tag only one succeeds. A weak
         *     tag (`W/"3"`) never matches; a header that is not a list of tags is a 400. Without
         *     the header the change is made whatever the version (the last write wins).
         * @example "3"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['schemas']['Id'];
        issueId: components['schemas']['Id'];
        commentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: components['schemas']['CommentBody'];
        };
      };
    };
    responses: {
      /** @description The comment, with its version as `ETag`. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      412: components['responses']['PreconditionFailed'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listLabels: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: 'asc' | 'desc';
        /** @example login */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of labels. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Label'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createLabel: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Bug",
         *       "color": "#d73a4a"
         *     }
         */
        'application/json': {
          name: components['schemas']['LabelName'];
          color: components['schemas']['LabelColor'];
        };
      };
    };
    responses: {
      /** @description The label. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        labelId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        labelId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "color": "#0e8a16"
         *     }
         */
        'application/json': {
          name?: components['schemas']['LabelName'];
          color?: components['schemas']['LabelColor'];
        };
      };
    };
    responses: {
      /** @description The label. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LabelEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
         *       "format": "jira-csv",
         *       "content": "Summary,Issue key,Status\nFix the login page,ACME-101,To Do\n",
         *       "dryRun": true
         *     }
         */
        'application/json': {
          projectId: components['schemas']['Id'];
          format: components['schemas']['ImportFormat'];
          /** @description The export's text, at most 10 MiB of UTF-8. */
          content: string;
          /**
           * @description Report what the import would do, writing nothing.
           * @default false
           */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description The import, queued. */
      202: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        importId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The import. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAgents: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example login */
        search?: components['parameters']['Search'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of agents. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Agent'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  registerAgent: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: components['schemas']['Name'];
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description The agent. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgentEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        agentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agent. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgentEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  removeAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        agentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAgentSessions: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @example a8g3e5n1t6x2y9z4b7c0d2eh */
        agentId?: components['schemas']['Id'];
        /** @example i3n8c5d2e7f1g6h0j4k9l2mb */
        issueId?: components['schemas']['Id'];
        /** @example running */
        state?: components['schemas']['AgentSessionState'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of agent sessions. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['AgentSession'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createAgentSession: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Required with a cookie session (400 `agentId: is required` otherwise). An
           *     agent token may omit it; if given, it must be the token's own agent (403).
           */
          agentId?: components['schemas']['Id'];
          issueId?: components['schemas']['Id'];
        };
      };
    };
    responses: {
      /** @description The agent session. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgentSessionEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAgentSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        sessionId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agent session. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgentSessionEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateAgentSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        sessionId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          state: 'completed' | 'errored';
          summary?: string;
          error?: string;
        };
      };
    };
    responses: {
      /** @description The agent session. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AgentSessionEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The session has already ended. */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listApiTokens: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of tokens. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "k8t2o4k6e1n9a3b5c7d0e2fg",
           *             "userId": "tz4a98xxat96iws9zmbrgj3a",
           *             "name": "CI pipeline",
           *             "scopes": [
           *               "read:issues",
           *               "write:issues"
           *             ],
           *             "tokenHint": "9f3c",
           *             "createdAt": "2026-03-02T09:20:11.000Z",
           *             "lastUsedAt": "2026-03-02T09:58:02.000Z",
           *             "revokedAt": null,
           *             "revoked": false
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['ApiToken'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createApiToken: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "CI pipeline",
         *       "scopes": [
         *         "read:issues",
         *         "write:issues"
         *       ]
         *     }
         */
        'application/json': {
          name: components['schemas']['Name'];
          scopes: components['schemas']['Scope'][];
        };
      };
    };
    responses: {
      /** @description The token, with its plaintext (shown once). */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "k8t2o4k6e1n9a3b5c7d0e2fg",
           *         "userId": "tz4a98xxat96iws9zmbrgj3a",
           *         "name": "CI pipeline",
           *         "scopes": [
           *           "read:issues",
           *           "write:issues"
           *         ],
           *         "tokenHint": "9f3c",
           *         "createdAt": "2026-03-02T09:20:11.000Z",
           *         "lastUsedAt": null,
           *         "revokedAt": null,
           *         "revoked": false,
           *         "token": "hsp_tz4a98xxat96iws9zmbrgj3a_4b1d0c9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a9f3c"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ApiToken'] & {
              token: string;
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  revokeApiToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        tokenId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revoked token. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "k8t2o4k6e1n9a3b5c7d0e2fg",
           *         "userId": "tz4a98xxat96iws9zmbrgj3a",
           *         "name": "CI pipeline",
           *         "scopes": [
           *           "read:issues",
           *           "write:issues"
           *         ],
           *         "tokenHint": "9f3c",
           *         "createdAt": "2026-03-02T09:20:11.000Z",
           *         "lastUsedAt": null,
           *         "revokedAt": "2026-03-02T09:59:30.000Z",
           *         "revoked": true
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['ApiToken'];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  rotateAgentToken: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        agentId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          tier: components['schemas']['AgentTier'];
        };
      };
    };
    responses: {
      /** @description The new token (shown once). */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              agentId: components['schemas']['Id'];
              token: string;
              tier: components['schemas']['AgentTier'];
              tokenHint: string;
              rotatedAt: components['schemas']['Timestamp'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of audit entries. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['AuditEntry'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getEventsPosition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The current position. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "position": "1842"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              position: components['schemas']['EventPosition'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  streamEvents: {
    parameters: {
      query?: {
        /** @description A position (an event `id` or `getEventsPosition`): the stream starts after it. `Last-Event-ID` wins when both are sent. */
        after?: components['schemas']['EventPosition'];
      };
      header?: {
        /** @description The `id` of the last message received; the stream resumes after it. */
        'Last-Event-ID'?: string;
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream, open until the client or the service closes it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example id: 1842
           *     event: ready
           *     data: {"position":"1842"}
           *
           *     id: 1843
           *     event: issue.created
           *     data: {"event":"issue.created","eventId":"e4k9m2n7p1q5r8s3t6v0w2xy","workspaceId":"w1a2b3c4d5e6f7g8h9j0k1lm","payload":{"projectId":"p5q8r1s4t7v0w3x6y9z2a5bc","issueId":"i3n8c5d2e7f1g6h0j4k9l2mb","parentId":null},"timestamp":"2026-11-25T12:00:00.000Z"}
           *
           *     : heartbeat
           */
          'text/event-stream': string;
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
        /** @description `true`: only unread entries; `false`: only read ones. Absent: both. */
        unread?: boolean;
        /** @description `true`: only entries marked done; `false` (the default): the inbox, without them. */
        done?: boolean;
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of notifications and the unread count. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Notification'][];
              meta: components['schemas']['PageMeta'];
              /** @description The caller's unread notifications in this workspace that are not done. */
              unread: number;
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  markNotificationsRead: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              ids: components['schemas']['Id'][];
            }
          | {
              /** @constant */
              all: true;
            };
      };
    };
    responses: {
      /** @description How many changed, and the unread count after. */
      200: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @description Notifications that were unread and are read now. */
              marked: number;
              unread: number;
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        notificationId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "done": true
         *     }
         */
        'application/json': {
          read?: boolean;
          done?: boolean;
        };
      };
    };
    responses: {
      /** @description The notification. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Notification'];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['NotificationSettingsResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "emailReasons": [
         *         "assigned",
         *         "mentioned"
         *       ]
         *     }
         */
        'application/json': components['schemas']['NotificationSettings'];
      };
    };
    responses: {
      200: components['responses']['NotificationSettingsResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com"
         *     }
         */
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      202: components['responses']['MailAccepted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: components['schemas']['OneTimeToken'];
          password: string;
        };
      };
    };
    responses: {
      200: components['responses']['SessionStarted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['LinkNotFound'];
      410: components['responses']['LinkGone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Changed; `endedSessions` other sessions were ended. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionsEndedEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  requestEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
        };
      };
    };
    responses: {
      202: components['responses']['MailAccepted'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  confirmEmailChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: components['schemas']['OneTimeToken'];
        };
      };
    };
    responses: {
      /** @description The account with its new email. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['LinkNotFound'];
      409: components['responses']['Conflict'];
      410: components['responses']['LinkGone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live sessions. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionListEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  endOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The number of sessions ended. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionsEndedEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  endSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ended. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listMyInvitations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pending invitations, newest first. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyInvitationListEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: components['schemas']['OneTimeToken'];
        };
      };
    };
    responses: {
      /** @description The invitation. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationPreviewEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['LinkNotFound'];
      410: components['responses']['LinkGone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token?: components['schemas']['OneTimeToken'];
          invitationId?: components['schemas']['Id'];
        };
      };
    };
    responses: {
      200: components['responses']['WorkspaceResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['LinkNotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      410: components['responses']['LinkGone'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  unsubscribeNotifications: {
    parameters: {
      query: {
        /** @description The signed token of the email's link. */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notification emails are off for the link's person. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              /** @constant */
              unsubscribed: true;
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhooks: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of webhooks. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "w5e2b8h1o4o7k3c6d9e0f2gh",
           *             "url": "https://hooks.example.com/work-tracking",
           *             "events": [
           *               "issue.created",
           *               "issue.updated"
           *             ],
           *             "active": true,
           *             "consecutiveFailures": 0,
           *             "disabledAt": null,
           *             "disabledReason": null,
           *             "health": {
           *               "attempts24h": 42,
           *               "successRate24h": 0.976,
           *               "p50DurationMs24h": 87,
           *               "p95DurationMs24h": 212,
           *               "lastSuccessAt": "2026-03-02T09:24:51.000Z",
           *               "lastFailureAt": "2026-03-02T09:24:41.000Z",
           *               "inFlightAllowance": 12,
           *               "inFlight": 1
           *             },
           *             "createdAt": "2026-03-02T09:22:40.000Z",
           *             "updatedAt": "2026-03-02T09:22:40.000Z"
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Webhook'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "url": "https://hooks.example.com/work-tracking",
         *       "events": [
         *         "issue.created",
         *         "issue.updated"
         *       ]
         *     }
         */
        'application/json': {
          url: components['schemas']['WebhookUrl'];
          events: components['schemas']['WebhookEvent'][];
        };
      };
    };
    responses: {
      /** @description The webhook and its signing secret, shown this once. */
      201: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "id": "w5e2b8h1o4o7k3c6d9e0f2gh",
           *         "url": "https://hooks.example.com/work-tracking",
           *         "events": [
           *           "issue.created",
           *           "issue.updated"
           *         ],
           *         "active": true,
           *         "consecutiveFailures": 0,
           *         "disabledAt": null,
           *         "disabledReason": null,
           *         "health": {
           *           "attempts24h": 0,
           *           "successRate24h": null,
           *           "p50DurationMs24h": null,
           *           "p95DurationMs24h": null,
           *           "lastSuccessAt": null,
           *           "lastFailureAt": null,
           *           "inFlightAllowance": 4,
           *           "inFlight": 0
           *         },
           *         "createdAt": "2026-03-02T09:22:40.000Z",
           *         "updatedAt": "2026-03-02T09:22:40.000Z",
           *         "secret": "whsec_5f2b7c9d1e3a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c",
           *         "standardWebhooksSecret": "whsec_d2hzZWNfNWYyYjdjOWQxZTNhNGI2YzhkMGUyZjRhNmI4YzBkMmU0ZjZhOGIwYzJkNGU2ZjhhMGIyYzRkNmU4ZjBhMmI0Yw=="
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookWithSecretEnvelope'];
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          url?: components['schemas']['WebhookUrl'];
          events?: components['schemas']['WebhookEvent'][];
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description The webhook. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['Webhook'];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['WebhookWithSecret'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  pingWebhook: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: components['responses']['DeliveryEnqueued'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  recoverWebhookDeliveries: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "since": "2026-03-02T08:00:00.000Z"
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description Deliveries created at or after this time are recovered.
           */
          since: string;
        };
      };
    };
    responses: {
      /** @description The replays were enqueued. */
      202: {
        headers: {
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "recovered": 30,
           *         "since": "2026-03-02T08:00:00.000Z"
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              recovered: number;
              since: components['schemas']['Timestamp'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of deliveries. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "success": true,
           *       "data": {
           *         "items": [
           *           {
           *             "id": "d1e4l7i2v5e8r3y6a9b0c2dj",
           *             "webhookId": "w5e2b8h1o4o7k3c6d9e0f2gh",
           *             "event": "issue.created",
           *             "payload": {
           *               "projectId": "p7k2m9q4r1s8t3v6w0x5y2za",
           *               "issueId": "i3n8c5d2e7f1g6h0j4k9l2mb",
           *               "parentId": null
           *             },
           *             "state": "SUCCEEDED",
           *             "attempts": 2,
           *             "replayOf": null,
           *             "nextAttemptAt": "2026-03-02T09:24:51.000Z",
           *             "createdAt": "2026-03-02T09:24:41.000Z",
           *             "completedAt": "2026-03-02T09:24:51.000Z",
           *             "attemptLog": [
           *               {
           *                 "attempt": 1,
           *                 "statusCode": 503,
           *                 "error": null,
           *                 "durationMs": 212,
           *                 "responseHeaders": {
           *                   "content-type": "text/plain",
           *                   "retry-after": "30"
           *                 },
           *                 "responseBody": "Service Unavailable",
           *                 "responseBodyCut": false,
           *                 "createdAt": "2026-03-02T09:24:41.000Z"
           *               },
           *               {
           *                 "attempt": 2,
           *                 "statusCode": 200,
           *                 "error": null,
           *                 "durationMs": 87,
           *                 "responseHeaders": {
           *                   "content-type": "application/json"
           *                 },
           *                 "responseBody": "{\"ok\":true}",
           *                 "responseBodyCut": false,
           *                 "createdAt": "2026-03-02T09:24:51.000Z"
           *               }
           *             ]
           *           }
           *         ],
           *         "meta": {
           *           "page": 1,
           *           "limit": 20,
           *           "total": 1,
           *           "totalPages": 1,
           *           "hasNext": false,
           *           "hasPrev": false,
           *           "totalExact": true
           *         }
           *       }
           *     }
           */
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['WebhookDelivery'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  replayWebhookDelivery: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        webhookId: components['parameters']['WebhookId'];
        deliveryId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: components['responses']['DeliveryEnqueued'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['ConflictOrKeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIntegrations: {
    parameters: {
      query?: {
        /** @description 1-based page number, at most 1,000,000. */
        page?: components['parameters']['Page'];
        /** @description Page size; values above 100 are capped at 100. */
        limit?: components['parameters']['Limit'];
        /**
         * @description A field from the operation's `x-sort-fields`; unknown values fall back to the default.
         * @example createdAt
         */
        sortBy?: components['parameters']['SortBy'];
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of connections. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: {
              items: components['schemas']['Integration'][];
              meta: components['schemas']['PageMeta'];
            };
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  createIntegration: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Our Forgejo",
         *       "provider": "gitea",
         *       "baseUrl": "https://code.example.com"
         *     }
         */
        'application/json': {
          name: string;
          provider: components['schemas']['IntegrationProvider'];
          baseUrl?: components['schemas']['CodeHostUrl'];
        };
      };
    };
    responses: {
      201: components['responses']['IntegrationWithSecret'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  rotateIntegrationSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Makes a retry of this request safe: for 24 hours, the same key with the same method,
         *     path and body (per credential owner and workspace) returns the first answer again
         *     with `Idempotent-Replayed: true` instead of running twice. 409 while the first is
         *     still running, 422 when the key was used for a different request, 400 when the key
         *     is not 1 to 255 printable ASCII characters. A UUID per logical request is a good key.
         *     The example is Postman's `{{$guid}}`, which it replaces with a fresh UUID on every
         *     send, so an imported collection never reuses one key for different requests.
         * @example {{$guid}}
         */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['IntegrationWithSecret'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['KeyInUse'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      422: components['responses']['KeyReused'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  listIntegrationDeliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        integrationId: components['parameters']['IntegrationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up to 50 deliveries, newest first. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @constant */
            success: true;
            data: components['schemas']['IntegrationDelivery'][];
          };
        };
      };
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPullRequestRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['PullRequestRulesResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  updatePullRequestRules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        workspaceId: components['parameters']['WorkspaceId'];
        projectId: components['parameters']['ProjectId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "opened": "in_review",
         *       "ready_for_review": "in_review",
         *       "converted_to_draft": "in_progress"
         *     }
         */
        'application/json': components['schemas']['PullRequestRulesInput'];
      };
    };
    responses: {
      200: components['responses']['PullRequestRulesResult'];
      400: components['responses']['ValidationFailed'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedContentEncoding'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  webhookIssueCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.created",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "parentId": null
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssueCreatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookIssueUpdated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.updated",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssueUpdatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookIssueDeleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.deleted",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssueDeletedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookIssuePrLinked: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.pr_linked",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "linkId": "b2c4d6f8g0h2j4k6m8n0p2q4"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssuePrLinkedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookIssuePrUnlinked: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.pr_unlinked",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "linkId": "b2c4d6f8g0h2j4k6m8n0p2q4"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssuePrUnlinkedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookIssuePrStatusChanged: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "issue.pr_status_changed",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "linkId": "b2c4d6f8g0h2j4k6m8n0p2q4"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookIssuePrStatusChangedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCommentCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "comment.created",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "commentId": "c7d9f1g3h5j7k9m1n3p5q7r9"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookCommentCreatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCommentUpdated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "comment.updated",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "commentId": "c7d9f1g3h5j7k9m1n3p5q7r9"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookCommentUpdatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookCommentDeleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "comment.deleted",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5",
         *         "commentId": "c7d9f1g3h5j7k9m1n3p5q7r9"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookCommentDeletedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookProjectCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "project.created",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookProjectCreatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookProjectUpdated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "project.updated",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookProjectUpdatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookProjectDeleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "project.deleted",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookProjectDeletedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookSprintCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "sprint.created",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "sprintId": "s4t6v8w0x2y4z6a8b0c2d4e6"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookSprintCreatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookSprintUpdated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "sprint.updated",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "sprintId": "s4t6v8w0x2y4z6a8b0c2d4e6"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookSprintUpdatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookSprintDeleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "sprint.deleted",
         *       "payload": {
         *         "projectId": "r8k2m4n6p8q0s2t4v6w8y0z2",
         *         "sprintId": "s4t6v8w0x2y4z6a8b0c2d4e6"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookSprintDeletedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMemberAdded: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "member.added",
         *       "payload": {
         *         "userId": "u1v3w5x7y9z1a3b5c7d9e1f3"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookMemberAddedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMemberRemoved: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "member.removed",
         *       "payload": {
         *         "userId": "u1v3w5x7y9z1a3b5c7d9e1f3"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookMemberRemovedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookAgentSessionCreated: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "agent_session.created",
         *       "payload": {
         *         "agentId": "a9b1c3d5e7f9g1h3j5k7m9n1",
         *         "sessionId": "e2f4g6h8j0k2m4n6p8q0r2s4",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookAgentSessionCreatedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookAgentSessionCompleted: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "agent_session.completed",
         *       "payload": {
         *         "agentId": "a9b1c3d5e7f9g1h3j5k7m9n1",
         *         "sessionId": "e2f4g6h8j0k2m4n6p8q0r2s4",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookAgentSessionCompletedEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookAgentSessionErrored: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "agent_session.errored",
         *       "payload": {
         *         "agentId": "a9b1c3d5e7f9g1h3j5k7m9n1",
         *         "sessionId": "e2f4g6h8j0k2m4n6p8q0r2s4",
         *         "issueId": "h3j5k7m9n1p3q5r7s9t1v3w5"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookAgentSessionErroredEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPing: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description The sender and its version.
         * @example Service-Webhooks/1.0
         */
        'User-Agent': 'Service-Webhooks/1.0';
        /**
         * @description The event name, equal to the body's `event`: route before parsing.
         * @example issue.created
         */
        'X-Service-Event': string;
        /**
         * @description The delivery id, equal to the body's `deliveryId`: deduplicate before parsing (delivery is at-least-once).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'X-Service-Delivery': components['schemas']['Id'];
        /**
         * @description When this attempt was signed: Unix time in seconds, as a decimal string. Reject it when more than 300 s from your clock, in either direction.
         * @example 1767225600
         */
        'X-Service-Signature-Timestamp': string;
        /**
         * @description `sha256=` and the lowercase hex HMAC-SHA256, keyed with the webhook's signing secret, of the timestamp header, a dot and the raw body bytes. Compare in constant time; after a rotation accept the old secret too for a while (retries keep the secret of their first enqueue; replays and recoveries use the current one).
         * @example sha256=5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c5f1c
         */
        'X-Service-Signature': string;
        /**
         * @description Standard Webhooks: the delivery id (the same as `X-Service-Delivery`).
         * @example d8f0g2h4j6k8m0n2p4q6r8s0
         */
        'webhook-id': components['schemas']['Id'];
        /**
         * @description Standard Webhooks: when this attempt was signed, Unix seconds (the same as `X-Service-Signature-Timestamp`).
         * @example 1767225600
         */
        'webhook-timestamp': string;
        /**
         * @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the bytes of the signing secret, so any Standard Webhooks library (Svix's, `standardwebhooks` on npm…) verifies deliveries when given the webhook's `standardWebhooksSecret`.
         * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
         */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The body as sent (`Content-Type: application/json`); verify the signature over these exact bytes before parsing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "event": "ping",
         *       "payload": {
         *         "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7"
         *       },
         *       "deliveryId": "d8f0g2h4j6k8m0n2p4q6r8s0",
         *       "webhookId": "w5x7y9z1a3b5c7d9e1f3g5h7",
         *       "timestamp": "2026-01-01T00:00:00.000Z"
         *     }
         */
        'application/json': components['schemas']['WebhookPingEvent'];
      };
    };
    responses: {
      /** @description Acknowledged (any 2xx within 10 s); the body is ignored. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Any other status (3xx included), a timeout or a network error is retried, up to 5 attempts. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
