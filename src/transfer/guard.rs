//! The address guard for outbound fetches: refuses loopback, private, link-local, CGNAT,
//! multicast and metadata addresses unless the configured allowlist names the host or its network.

use std::net::IpAddr;

use ipnet::IpNet;

use crate::config::fetch::{allow_entry, AllowEntry};

/// Hosts and networks an operator allowed explicitly (`LOCFORGE_FETCH_ALLOW`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllowList {
    hosts: Vec<String>,
    nets: Vec<IpNet>,
}

impl AllowList {
    /// Parses entries such as `127.0.0.1`, `10.0.0.0/8`, `::1` or `files.example.test`.
    pub fn parse(entries: &[String]) -> anyhow::Result<AllowList> {
        let mut list = AllowList::default();
        for e in entries {
            match allow_entry(e)? {
                Some(AllowEntry::Net(net)) => list.nets.push(net),
                Some(AllowEntry::Host(host)) => list.hosts.push(host),
                None => {}
            }
        }
        Ok(list)
    }

    /// True when the host name is listed (case-insensitive).
    pub fn allows_host(&self, host: &str) -> bool {
        let host = host.trim_start_matches('[').trim_end_matches(']');
        self.hosts.iter().any(|h| h.eq_ignore_ascii_case(host))
            || host
                .parse::<IpAddr>()
                .is_ok_and(|ip| self.nets.iter().any(|n| n.contains(&ip)))
    }

    /// True when the address is inside a listed network.
    pub fn allows_ip(&self, ip: IpAddr) -> bool {
        self.nets.iter().any(|n| n.contains(&ip))
    }
}

/// Why an address may not be fetched, or `None` when it is a public unicast address.
pub fn forbidden_reason(ip: IpAddr) -> Option<&'static str> {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            if v4.is_loopback() {
                Some("a loopback address")
            } else if v4.is_private() {
                Some("a private network address")
            } else if v4.is_link_local() {
                Some("a link-local or cloud metadata address")
            } else if o[0] == 100 && (64..128).contains(&o[1]) {
                Some("a carrier-grade NAT address")
            } else if v4.is_unspecified() || o[0] == 0 {
                Some("an unspecified address")
            } else if v4.is_multicast() || v4.is_broadcast() || o[0] >= 240 {
                Some("a multicast, broadcast or reserved address")
            } else if o[0] == 192 && o[1] == 0 && o[2] == 0 {
                Some("an IETF protocol address")
            } else {
                None
            }
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return forbidden_reason(IpAddr::V4(v4));
            }
            let seg = v6.segments();
            if v6.is_loopback() {
                Some("a loopback address")
            } else if v6.is_unspecified() {
                Some("an unspecified address")
            } else if (seg[0] & 0xfe00) == 0xfc00 {
                Some("a unique local (private) address")
            } else if (seg[0] & 0xffc0) == 0xfe80 {
                Some("a link-local address")
            } else if v6.is_multicast() {
                Some("a multicast address")
            } else if seg[0] == 0x64 && seg[1] == 0xff9b {
                Some("a NAT64 address")
            } else {
                None
            }
        }
    }
}

/// Host names of cloud metadata services. Inside a cloud they resolve to a link-local address
/// (which [`forbidden_reason`] refuses too); refusing the name as well means no DNS query is
/// made for it, and a resolver that maps it elsewhere changes nothing.
const METADATA_NAMES: &[&str] = &[
    "metadata.google.internal",
    "metadata.goog",
    "metadata",
    "instance-data",
    "instance-data.ec2.internal",
    "metadata.azure.com",
];

/// Why the host name itself may not be fetched (a cloud metadata service), unless the
/// allowlist names it; `None` otherwise.
pub fn forbidden_name(list: &AllowList, host: &str) -> Option<String> {
    let name = host.trim_end_matches('.').to_ascii_lowercase();
    (METADATA_NAMES.contains(&name.as_str()) && !list.allows_host(host)).then(|| {
        format!("refusing to fetch from {host}: it is a cloud metadata service; add it to LOCFORGE_FETCH_ALLOW to allow it")
    })
}

/// Checks one resolved address for `host`: allowed when public, or when the allowlist names the
/// host or the address's network.
pub fn check(list: &AllowList, host: &str, ip: IpAddr) -> Result<(), String> {
    match forbidden_reason(ip) {
        None => Ok(()),
        Some(_) if list.allows_host(host) || list.allows_ip(ip) => Ok(()),
        Some(reason) => Err(format!(
            "refusing to fetch from {host} ({ip}): it is {reason}; add it to LOCFORGE_FETCH_ALLOW to allow it"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("ip")
    }

    #[test]
    fn private_and_special_addresses_are_refused() {
        for a in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "224.0.0.1",
        ] {
            assert!(forbidden_reason(ip(a)).is_some(), "{a} must be refused");
        }
        for a in ["93.184.216.34", "2606:4700::1111", "8.8.8.8"] {
            assert!(forbidden_reason(ip(a)).is_none(), "{a} is public");
        }
    }

    #[test]
    fn allowlist_lets_named_hosts_and_networks_through() {
        let list = AllowList::parse(&[
            "127.0.0.1".into(),
            "fixtures.local".into(),
            "10.0.0.0/8".into(),
        ])
        .expect("valid");
        assert!(check(&list, "127.0.0.1", ip("127.0.0.1")).is_ok());
        assert!(check(&list, "fixtures.local", ip("192.168.0.5")).is_ok());
        assert!(check(&list, "x", ip("10.9.9.9")).is_ok());
        let err = check(&list, "evil", ip("192.168.0.5")).expect_err("refused");
        assert!(err.contains("private network") && err.contains("LOCFORGE_FETCH_ALLOW"));
        assert!(AllowList::parse(&["bad/cidr".into()]).is_err());
    }

    #[test]
    fn metadata_names_are_refused_unless_listed() {
        let none = AllowList::default();
        for host in [
            "metadata.google.internal",
            "METADATA.google.internal.",
            "metadata",
        ] {
            assert!(forbidden_name(&none, host).is_some(), "{host}");
        }
        assert!(forbidden_name(&none, "example.com").is_none());
        let listed = AllowList::parse(&["metadata".into()]).expect("valid");
        assert!(forbidden_name(&listed, "metadata").is_none());
    }
}
