//! The fetch allowlist (`fetch_allow`): which entries it may hold. An entry is a CIDR network
//! (`10.0.0.0/8`), one address (`127.0.0.1`, `::1`) or a host name (`files.example.test`).
//!
//! What lives here: reading one entry ([`allow_entry`]) and checking the whole list. What does
//! not: the guard that applies it to fetches (`transfer::guard::AllowList`, built with
//! [`allow_entry`] so that there is one reading of an entry).

use std::net::IpAddr;

use anyhow::bail;
use ipnet::IpNet;

/// One entry of the allowlist, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AllowEntry {
    /// A network, or one address as a network of one.
    Net(IpNet),
    /// A host name, lowercased.
    Host(String),
}

/// Reads one entry; `None` for a blank one, an error for a `/` that is not a CIDR.
pub fn allow_entry(entry: &str) -> anyhow::Result<Option<AllowEntry>> {
    let e = entry.trim();
    if e.is_empty() {
        return Ok(None);
    }
    Ok(Some(if let Ok(net) = e.parse::<IpNet>() {
        AllowEntry::Net(net)
    } else if let Ok(ip) = e.parse::<IpAddr>() {
        AllowEntry::Net(IpNet::from(ip))
    } else if e.contains('/') {
        bail!("fetch allowlist entry `{e}` is neither a host name nor a CIDR like 10.0.0.0/8");
    } else {
        AllowEntry::Host(e.to_ascii_lowercase())
    }))
}

/// Checks every entry of `entries`.
pub fn check_allow_list(entries: &[String]) -> anyhow::Result<()> {
    for e in entries {
        allow_entry(e)?;
    }
    Ok(())
}
