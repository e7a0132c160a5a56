//! What an operator sees of the running service: Prometheus metrics ([`metrics`]) and the log
//! subscriber, text or JSON ([`logs`]).
//!
//! What lives here: metric names, the process-wide recorder and the helpers every other module
//! calls to count something; building the log subscriber. What does not: the HTTP routes that
//! expose them (`health`), or deciding what happened (the callers say so).

pub mod logs;
pub mod metrics;
