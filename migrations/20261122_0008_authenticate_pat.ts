import { sql, type Kysely } from 'kysely';

// Frozen in time: never import from src/ here, never edit after it has shipped.
//
// PAT authentication with every limit it implies, as one function: the per-IP throttles
// (counted whatever the token), the token lookup by hash and owner with the owner's
// current membership, `last_used_at` (written at most once a minute) and the token's
// sliding window. A function rather than one large statement so PostgreSQL keeps its
// plans per connection instead of planning the whole thing on every request.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION authenticate_pat(
      p_hash bytea,
      p_user_id text,
      p_ip_keys text[],
      p_ip_limits integer[],
      p_window_ms integer,
      p_token_limit integer,
      p_enterprise_token_limit integer
    )
    RETURNS TABLE (
      pre_auth json,
      token_id text,
      owner_id text,
      token_workspace_id text,
      token_scopes text[],
      member_role member_role,
      workspace_plan plan,
      token_window json
    )
    LANGUAGE plpgsql AS $fn$
    DECLARE
      found_token record;
      ip_allowed boolean;
    BEGIN
      SELECT coalesce(json_agg(json_build_object('key', r.key, 'maxRequests', r.max_requests,
               'allowed', r.allowed, 'remaining', r.remaining, 'resetMs', r.reset_ms,
               'retryAfterMs', r.retry_after_ms)), '[]'::json),
             coalesce(bool_and(r.allowed), true)
        INTO pre_auth, ip_allowed
        FROM rate_limit_hit(p_ip_keys, p_ip_limits, p_window_ms) r;

      SELECT t.id, t.user_id, t.workspace_id, t.scopes, t.last_used_at, m.role, w.plan
        INTO found_token
        FROM api_tokens t
        JOIN workspace_members m ON m.workspace_id = t.workspace_id AND m.user_id = t.user_id
        JOIN workspaces w ON w.id = t.workspace_id
       WHERE t.token_hash = p_hash AND t.user_id = p_user_id AND t.revoked_at IS NULL;

      IF FOUND THEN
        token_id := found_token.id;
        owner_id := found_token.user_id;
        token_workspace_id := found_token.workspace_id;
        token_scopes := found_token.scopes;
        member_role := found_token.role;
        workspace_plan := found_token.plan;
        IF found_token.last_used_at IS NULL OR found_token.last_used_at < now() - interval '1 minute' THEN
          UPDATE api_tokens SET last_used_at = now() WHERE id = found_token.id;
        END IF;
        -- A request the IP throttle refused does not count against the token.
        IF ip_allowed THEN
          SELECT json_build_object('key', r.key, 'maxRequests', r.max_requests, 'allowed', r.allowed,
                   'remaining', r.remaining, 'resetMs', r.reset_ms, 'retryAfterMs', r.retry_after_ms)
            INTO token_window
            FROM rate_limit_hit(
              ARRAY['pat:' || found_token.id],
              ARRAY[CASE WHEN found_token.plan = 'ENTERPRISE' THEN p_enterprise_token_limit ELSE p_token_limit END],
              p_window_ms) r;
        END IF;
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION authenticate_pat(bytea, text, text[], integer[], integer, integer, integer)`.execute(
    db,
  );
}
