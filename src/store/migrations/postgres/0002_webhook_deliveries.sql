-- Deliveries accepted per organization, by signature: a replay (or the platform's redelivery after
-- a lost answer) is recognised across restarts and replicas. Pruned past the replay window.
CREATE TABLE webhook_deliveries (
    credential_key  TEXT NOT NULL REFERENCES organizations (credential_key) ON DELETE CASCADE,
    signature       TEXT NOT NULL,
    received_at     BIGINT NOT NULL,
    PRIMARY KEY (credential_key, signature)
);
CREATE INDEX webhook_deliveries_age ON webhook_deliveries (credential_key, received_at);
