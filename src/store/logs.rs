//! The per-organization event log (webhook events such as `project.translated`, step runs) and
//! job log (file jobs), each trimmed to the configured number of entries per organization when
//! written, listed newest first.

use std::time::Duration;

use super::{
    ms, now_ms, BeginWrite, EventRecord, JobLogEntry, JobRecord, QueryContext, Result, Store,
};

type JobRow = (
    i64,
    i64,
    String,
    String,
    String,
    i64,
    i64,
    i64,
    i64,
    String,
    Option<String>,
);

impl Store {
    /// Appends an event to the organization's log (and drops its oldest beyond the limit).
    /// `detail` is JSON text.
    pub async fn record_event(
        &self,
        credential_key: &str,
        event: &str,
        project_id: Option<i64>,
        detail: &str,
    ) -> Result<i64> {
        let limit = self.log_limit;
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO event_log (credential_key, at, event, project_id, detail) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
            )
            .bind(credential_key)
            .bind(now_ms())
            .bind(event)
            .bind(project_id)
            .bind(detail)
            .fetch_one(&mut *tx)
            .await?;
            sqlx::query(
                "DELETE FROM event_log WHERE credential_key = $1 AND id <= (SELECT id FROM event_log \
                 WHERE credential_key = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)",
            )
            .bind(credential_key)
            .bind(limit)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(id)
        }
        .await
        .op("record_event"))
    }

    /// The organization's newest `limit` events, newest first.
    pub async fn list_events(&self, credential_key: &str, limit: u32) -> Result<Vec<EventRecord>> {
        let rows: Vec<(i64, i64, String, Option<i64>, String)> = on_pool!(self, p => sqlx::query_as(
            "SELECT id, at, event, project_id, detail FROM event_log WHERE credential_key = $1 \
             ORDER BY id DESC LIMIT $2",
        )
        .bind(credential_key)
        .bind(i64::from(limit))
        .fetch_all(p)
        .await
        .op("list_events"))?;
        Ok(rows
            .into_iter()
            .map(|(id, at, event, project_id, detail)| EventRecord {
                id,
                at,
                event,
                project_id,
                detail,
            })
            .collect())
    }

    /// Appends a job to the organization's job log (and drops its oldest beyond the limit).
    pub async fn record_job(&self, credential_key: &str, job: &JobRecord) -> Result<i64> {
        let limit = self.log_limit;
        on_pool!(self, p => async {
            let mut tx = p.begin_write().await?;
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO job_log (credential_key, at, file_name, job_type, format, strings, \
                 bytes_in, bytes_out, duration_ms, outcome, message) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
            )
            .bind(credential_key)
            .bind(now_ms())
            .bind(&job.file_name)
            .bind(&job.job_type)
            .bind(&job.format)
            .bind(job.strings)
            .bind(job.bytes_in)
            .bind(job.bytes_out)
            .bind(ms(job.duration))
            .bind(&job.outcome)
            .bind(&job.message)
            .fetch_one(&mut *tx)
            .await?;
            sqlx::query(
                "DELETE FROM job_log WHERE credential_key = $1 AND id <= (SELECT id FROM job_log \
                 WHERE credential_key = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)",
            )
            .bind(credential_key)
            .bind(limit)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(id)
        }
        .await
        .op("record_job"))
    }

    /// The organization's newest `limit` jobs, newest first.
    pub async fn list_jobs(&self, credential_key: &str, limit: u32) -> Result<Vec<JobLogEntry>> {
        let rows: Vec<JobRow> = on_pool!(self, p => sqlx::query_as(
            "SELECT id, at, file_name, job_type, format, strings, bytes_in, bytes_out, duration_ms, \
             outcome, message FROM job_log WHERE credential_key = $1 ORDER BY id DESC LIMIT $2",
        )
        .bind(credential_key)
        .bind(i64::from(limit))
        .fetch_all(p)
        .await
        .op("list_jobs"))?;
        Ok(rows
            .into_iter()
            .map(|r| JobLogEntry {
                id: r.0,
                at: r.1,
                job: JobRecord {
                    file_name: r.2,
                    job_type: r.3,
                    format: r.4,
                    strings: r.5,
                    bytes_in: r.6,
                    bytes_out: r.7,
                    duration: Duration::from_millis(u64::try_from(r.8).unwrap_or(0)),
                    outcome: r.9,
                    message: r.10,
                },
            })
            .collect())
    }

    /// Empties the organization's job log. Returns how many entries were removed.
    pub async fn clear_jobs(&self, credential_key: &str) -> Result<u64> {
        on_pool!(self, p => sqlx::query("DELETE FROM job_log WHERE credential_key = $1")
            .bind(credential_key)
            .execute(p)
            .await
            .map(|r| r.rows_affected())
            .op("clear_jobs"))
    }
}
