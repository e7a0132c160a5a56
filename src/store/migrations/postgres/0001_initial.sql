-- locforge store, PostgreSQL, version 1: everything issue 11 needs.
-- Times are Unix milliseconds (BIGINT) on both backends; secrets are sealed bytes (see secrets.rs).

CREATE TABLE organizations (
    credential_key  TEXT PRIMARY KEY,          -- domain when set, else the organization id
    organization_id BIGINT NOT NULL,
    domain          TEXT,
    app_id          TEXT NOT NULL,
    app_secret      BYTEA NOT NULL,            -- sealed
    user_id         BIGINT NOT NULL,
    agent_id        BIGINT,
    base_url        TEXT NOT NULL,
    installed_at    BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);

CREATE TABLE installation_tokens (
    credential_key TEXT PRIMARY KEY REFERENCES organizations (credential_key) ON DELETE CASCADE,
    access_token   BYTEA NOT NULL,             -- sealed
    expires_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);

CREATE TABLE leases (
    credential_key TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    purpose        TEXT NOT NULL,
    holder         TEXT NOT NULL,
    lease_until    BIGINT NOT NULL,
    PRIMARY KEY (credential_key, purpose)
);

CREATE TABLE user_tokens (
    token_key      TEXT PRIMARY KEY,           -- {crowdinId}__{projectId}__{userId}
    credential_key TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    project_id     BIGINT NOT NULL,
    user_id        BIGINT NOT NULL,
    access_token   BYTEA NOT NULL,             -- sealed
    refresh_token  BYTEA,                      -- sealed
    expires_at     BIGINT NOT NULL,
    updated_at     BIGINT NOT NULL
);
CREATE INDEX user_tokens_org ON user_tokens (credential_key);

CREATE TABLE step_settings (
    credential_key TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    scope          TEXT NOT NULL,              -- 'project' or 'template'
    scope_id       BIGINT NOT NULL,            -- projectId or templateId
    step_id        BIGINT NOT NULL,
    workflow_id    BIGINT,
    settings       TEXT NOT NULL,              -- JSON
    updated_at     BIGINT NOT NULL,
    PRIMARY KEY (credential_key, scope, scope_id, step_id)
);

CREATE TABLE step_languages (
    credential_key TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    project_id     BIGINT NOT NULL,
    step_id        BIGINT NOT NULL,
    language_id    TEXT NOT NULL,
    seen_at        BIGINT NOT NULL,
    PRIMARY KEY (credential_key, project_id, step_id, language_id)
);

CREATE TABLE webhook_inbox (
    id              BIGSERIAL PRIMARY KEY,
    credential_key  TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    module_key      TEXT NOT NULL,
    body            BYTEA NOT NULL,
    received_at     BIGINT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'pending',   -- 'pending' or 'dead'
    attempts        BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    claimed_by      TEXT,
    claimed_until   BIGINT,
    last_error      TEXT
);
CREATE INDEX webhook_inbox_ready ON webhook_inbox (state, next_attempt_at);
CREATE INDEX webhook_inbox_org ON webhook_inbox (credential_key);

CREATE TABLE work_items (
    id              BIGSERIAL PRIMARY KEY,
    credential_key  TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    project_id      BIGINT NOT NULL,
    step_id         BIGINT NOT NULL,
    language_id     TEXT NOT NULL,
    string_id       BIGINT NOT NULL,
    revision        TEXT NOT NULL,             -- '' when the delivery carried none
    payload         TEXT,                      -- JSON the worker needs (the event's stringStatus)
    state           TEXT NOT NULL DEFAULT 'pending',   -- pending, done, failed, stopped
    output          TEXT,                      -- the port sent when done
    attempts        BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error      TEXT,
    claimed_by      TEXT,
    claimed_until   BIGINT,
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL,
    UNIQUE (credential_key, project_id, step_id, language_id, string_id, revision)
);
CREATE INDEX work_items_ready ON work_items (state, next_attempt_at);
CREATE INDEX work_items_step ON work_items (credential_key, project_id, step_id, state);

CREATE TABLE event_log (
    id             BIGSERIAL PRIMARY KEY,
    credential_key TEXT NOT NULL,
    at             BIGINT NOT NULL,
    event          TEXT NOT NULL,
    project_id     BIGINT,
    detail         TEXT NOT NULL               -- JSON
);
CREATE INDEX event_log_org ON event_log (credential_key, id);

CREATE TABLE job_log (
    id             BIGSERIAL PRIMARY KEY,
    credential_key TEXT NOT NULL,
    at             BIGINT NOT NULL,
    file_name      TEXT NOT NULL,
    job_type       TEXT NOT NULL,
    format         TEXT NOT NULL,
    strings        BIGINT NOT NULL,
    bytes_in       BIGINT NOT NULL,
    bytes_out      BIGINT NOT NULL,
    duration_ms    BIGINT NOT NULL,
    outcome        TEXT NOT NULL,
    message        TEXT
);
CREATE INDEX job_log_org ON job_log (credential_key, id);
