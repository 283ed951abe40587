//! Socket addresses of a URL's host and port, resolved with the standard library (feature
//! `std`).

use super::host_view::HostView;
use super::url::Url;
use alloc::vec;
use alloc::vec::Vec;
use std::io;
use std::net::{SocketAddr, ToSocketAddrs};

impl Url {
    /// Resolve the host (a domain or opaque host through the system resolver, an IP address
    /// as it is) with the port, or the scheme's default port, or `default_port_number()`.
    /// Fails with `InvalidInput` when the URL has no (non-empty) host or no port is known.
    /// Feature `std`.
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://127.0.0.1/")?;
    /// let addrs = url.socket_addrs(|| None)?;
    /// assert_eq!(addrs, ["127.0.0.1:443".parse().unwrap()]);
    /// let url = Url::parse("custom://[::1]/")?;
    /// assert_eq!(url.socket_addrs(|| Some(9743))?, ["[::1]:9743".parse().unwrap()]);
    /// assert!(Url::parse("data:,x")?.socket_addrs(|| Some(1)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn socket_addrs(
        &self,
        default_port_number: impl Fn() -> Option<u16>,
    ) -> io::Result<Vec<SocketAddr>> {
        let invalid = |message: &str| io::Error::new(io::ErrorKind::InvalidInput, message);
        let port = self
            .port_or_known_default()
            .or_else(default_port_number)
            .ok_or_else(|| invalid("the URL has no port and no default port is known"))?;
        match self.host_view() {
            Some(HostView::Ipv4(a)) => Ok(vec![SocketAddr::from((a, port))]),
            Some(HostView::Ipv6(a)) => Ok(vec![SocketAddr::from((a, port))]),
            Some(HostView::Domain(name)) | Some(HostView::Opaque(name)) => {
                Ok((name, port).to_socket_addrs()?.collect())
            }
            Some(HostView::Empty) | None => Err(invalid("the URL has no host")),
        }
    }
}
