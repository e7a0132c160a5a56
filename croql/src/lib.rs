//! CroQL: the platform query language (placeholder until the CroQL issue lands).
