//! The conformance report: every step, every check it ran, and every violation with the request
//! that caused it. Printed for people; serializable to JSON for scripts.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

/// How serious a finding is. Errors make `platform run` exit non-zero; warnings do not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// A deviation the platform tolerates but the spec advises against.
    Warning,
    /// A breach of the spec: the platform would fail or misbehave.
    Error,
}

/// The request a finding is about: what was sent, to which module, for which file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestRef {
    /// What the platform sent: a job type (`parse-file`), an event (`installed`), `GET manifest`.
    pub kind: String,
    /// Module key, when the request went to a module.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// File name, for file jobs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// Target language, when the request had one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The URL the request went to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

impl RequestRef {
    /// A request of `kind` to `url`.
    pub fn new(kind: impl Into<String>, url: impl Into<String>) -> RequestRef {
        RequestRef {
            kind: kind.into(),
            url: Some(url.into()),
            ..RequestRef::default()
        }
    }

    /// With the module key.
    pub fn module(mut self, key: &str) -> RequestRef {
        self.module = Some(key.to_owned());
        self
    }

    /// With the file name.
    pub fn file(mut self, name: &str) -> RequestRef {
        self.file = Some(name.to_owned());
        self
    }

    /// With the target language.
    pub fn language(mut self, id: &str) -> RequestRef {
        self.language = Some(id.to_owned());
        self
    }
}

impl std::fmt::Display for RequestRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.kind)?;
        if let Some(m) = &self.module {
            write!(f, ", module `{m}`")?;
        }
        if let Some(file) = &self.file {
            write!(f, ", file `{file}`")?;
        }
        if let Some(l) = &self.language {
            write!(f, ", language `{l}`")?;
        }
        if let Some(u) = &self.url {
            write!(f, ", {u}")?;
        }
        Ok(())
    }
}

/// One finding.
#[derive(Debug, Clone, Serialize)]
pub struct Violation {
    /// Error or warning.
    pub severity: Severity,
    /// The check that found it (`response.shape`, `strings.unique-identifiers`, …).
    pub rule: String,
    /// What is wrong, for people.
    pub message: String,
    /// The request whose answer broke the rule, when there was one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request: Option<RequestRef>,
}

/// How often a check passed and failed within a step.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Tally {
    /// Times the check held.
    pub passed: u32,
    /// Times it did not.
    pub failed: u32,
}

/// How a step ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Done, no error-level violation.
    Passed,
    /// Done or aborted with at least one error-level violation.
    Failed,
    /// Not applicable to this app (e.g. a webhook step when no module listens).
    Skipped,
}

/// The result of one scenario step.
#[derive(Debug, Clone, Serialize)]
pub struct StepReport {
    /// The step as written (`upload files/en.json`).
    pub step: String,
    /// How it ended.
    pub outcome: Outcome,
    /// Checks run, by rule name.
    pub checks: BTreeMap<String, Tally>,
    /// Findings.
    pub violations: Vec<Violation>,
    /// Informational lines (iframe URLs, chosen modules, written files).
    pub notes: Vec<String>,
}

impl StepReport {
    /// An empty, passing step.
    pub fn new(step: impl Into<String>) -> StepReport {
        StepReport {
            step: step.into(),
            outcome: Outcome::Passed,
            checks: BTreeMap::new(),
            violations: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// Records that `rule` held.
    pub fn pass(&mut self, rule: &str) {
        self.checks.entry(rule.to_owned()).or_default().passed += 1;
    }

    /// Records `ok` for `rule`; on failure adds an error with `message()`.
    pub fn expect(
        &mut self,
        rule: &str,
        ok: bool,
        req: Option<&RequestRef>,
        message: impl FnOnce() -> String,
    ) -> bool {
        if ok {
            self.pass(rule);
        } else {
            self.fail(Severity::Error, rule, req, message());
        }
        ok
    }

    /// Records a finding of `rule`.
    pub fn fail(
        &mut self,
        severity: Severity,
        rule: &str,
        req: Option<&RequestRef>,
        message: impl Into<String>,
    ) {
        self.checks.entry(rule.to_owned()).or_default().failed += 1;
        if severity == Severity::Error {
            self.outcome = Outcome::Failed;
        }
        self.violations.push(Violation {
            severity,
            rule: rule.to_owned(),
            message: message.into(),
            request: req.cloned(),
        });
    }

    /// An error-level finding.
    pub fn error(&mut self, rule: &str, req: Option<&RequestRef>, message: impl Into<String>) {
        self.fail(Severity::Error, rule, req, message);
    }

    /// A warning-level finding.
    pub fn warn(&mut self, rule: &str, req: Option<&RequestRef>, message: impl Into<String>) {
        self.fail(Severity::Warning, rule, req, message);
    }

    /// Adds an informational line.
    pub fn note(&mut self, line: impl Into<String>) {
        self.notes.push(line.into());
    }

    /// Marks the step as not applicable (unless it already failed).
    pub fn skip(&mut self, why: impl Into<String>) {
        if self.outcome == Outcome::Passed {
            self.outcome = Outcome::Skipped;
        }
        self.notes.push(why.into());
    }

    /// Error-level findings.
    pub fn errors(&self) -> impl Iterator<Item = &Violation> {
        self.violations
            .iter()
            .filter(|v| v.severity == Severity::Error)
    }
}

/// The whole run.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Scenario name.
    pub scenario: String,
    /// Manifest URL of the app under test.
    pub app: String,
    /// Steps in order.
    pub steps: Vec<StepReport>,
}

impl Report {
    /// True when no step has an error-level violation.
    pub fn passed(&self) -> bool {
        self.steps.iter().all(|s| s.errors().next().is_none())
    }

    /// Every finding of every step.
    pub fn violations(&self) -> impl Iterator<Item = &Violation> {
        self.steps.iter().flat_map(|s| s.violations.iter())
    }

    /// Whether some finding has this rule (tests use it).
    pub fn has_rule(&self, rule: &str) -> bool {
        self.violations().any(|v| v.rule == rule)
    }

    /// The report for people.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "conformance report: scenario `{}` against {}",
            self.scenario, self.app
        );
        for (i, s) in self.steps.iter().enumerate() {
            let mark = match s.outcome {
                Outcome::Passed => "PASS",
                Outcome::Failed => "FAIL",
                Outcome::Skipped => "SKIP",
            };
            let _ = writeln!(out, "\n[{mark}] step {}: {}", i + 1, s.step);
            if !s.checks.is_empty() {
                let list: Vec<String> = s
                    .checks
                    .iter()
                    .map(|(rule, t)| {
                        if t.failed == 0 {
                            format!("{rule} ok ({})", t.passed)
                        } else {
                            format!("{rule} FAILED {}/{}", t.failed, t.passed + t.failed)
                        }
                    })
                    .collect();
                let _ = writeln!(out, "  checks: {}", list.join(", "));
            }
            for v in &s.violations {
                let sev = match v.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                };
                let _ = writeln!(out, "  {sev} [{}] {}", v.rule, v.message);
                if let Some(r) = &v.request {
                    let _ = writeln!(out, "      caused by: {r}");
                }
            }
            for n in &s.notes {
                let _ = writeln!(out, "  note: {n}");
            }
        }
        let errors = self
            .violations()
            .filter(|v| v.severity == Severity::Error)
            .count();
        let warnings = self.violations().count() - errors;
        let _ = writeln!(
            out,
            "\n{}: {} steps, {errors} violations, {warnings} warnings",
            if errors == 0 {
                "CONFORMANT"
            } else {
                "NOT CONFORMANT"
            },
            self.steps.len()
        );
        out
    }
}
