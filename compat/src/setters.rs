//! url's setters on [`Url`], each delegating to railurl's setter of the same meaning and
//! reporting a rejected value as url does.

use super::*;

impl Url {
    /// Set the fragment (`None` removes it).
    ///
    /// ```
    /// let mut url = url::Url::parse("https://e.net/")?;
    /// url.set_fragment(Some("a b"));
    /// assert_eq!(url.as_str(), "https://e.net/#a%20b");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn set_fragment(&mut self, fragment: Option<&str>) {
        self.inner.set_fragment(fragment)
    }

    /// Set the query (`None` removes it).
    ///
    /// ```
    /// let mut url = url::Url::parse("https://e.net/")?;
    /// url.set_query(Some("a b"));
    /// assert_eq!(url.as_str(), "https://e.net/?a%20b");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn set_query(&mut self, query: Option<&str>) {
        self.inner.set_query(query)
    }

    /// A serializer appending pairs to the query; the URL is updated when it is dropped.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://e.net/")?;
    /// url.query_pairs_mut().append_pair("q", "a b").append_key_only("x");
    /// assert_eq!(url.as_str(), "https://e.net/?q=a+b&x");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn query_pairs_mut(&mut self) -> form_urlencoded::Serializer<'_, UrlQuery<'_>> {
        let query = self.query().unwrap_or("").to_owned();
        form_urlencoded::Serializer::for_suffix(
            UrlQuery {
                url: Some(self),
                query,
            },
            0,
        )
    }

    /// Set the path. A hierarchical path is set as the `pathname` setter sets it. An opaque
    /// path (`mailto:`, `data:`, ...) is replaced too, as url replaces it (where the `URL`
    /// class's setter leaves it): its code points C0-control-percent-encoded as the "opaque
    /// path state" encodes them, tabs and newlines removed, and a leading `/` written `%2F`
    /// (so that the path stays opaque). Three code points that url would write as they are
    /// are encoded instead, because the URL parser never leaves them in an opaque path: `?`
    /// (`%3F`), `#` (`%23`), and a final space (`%20`).
    ///
    /// ```
    /// let mut url = url::Url::parse("postgres://u@localhost/")?;
    /// url.set_path("db name");
    /// assert_eq!(url.as_str(), "postgres://u@localhost/db%20name");
    /// let mut url = url::Url::parse("mailto:someone@example.net?subject=hi")?;
    /// url.set_path("/other@example.net");
    /// assert_eq!(url.as_str(), "mailto:%2Fother@example.net?subject=hi");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn set_path(&mut self, path: &str) {
        if self.cannot_be_a_base() {
            self.set_opaque_path(path);
        } else {
            self.inner.set_pathname(path);
        }
    }

    fn set_opaque_path(&mut self, path: &str) {
        use railurl::percent::{encode_code_point, C0_CONTROL};
        let mut href = String::with_capacity(self.as_str().len() + path.len());
        href.push_str(self.scheme());
        href.push(':');
        let mut chars = path
            .chars()
            .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
            .peekable();
        if chars.next_if_eq(&'/').is_some() {
            href.push_str("%2F");
        }
        while let Some(c) = chars.next() {
            match c {
                '?' => href.push_str("%3F"),
                '#' => href.push_str("%23"),
                ' ' if chars.peek().is_none() => href.push_str("%20"),
                c => encode_code_point(&mut href, c, C0_CONTROL),
            }
        }
        // The URL's own query and fragment, with their `?` and `#`.
        href.push_str(&self.inner[railurl::Position::AfterPath..]);
        // The scheme, an opaque path that starts with no `/`, and the URL's own query and
        // fragment: a URL string whose parse has this scheme, query and fragment and the
        // path as written. A URL too long for a railurl::Url (4 GiB) is left unchanged.
        if let Ok(inner) = railurl::Url::parse(&href) {
            self.inner = inner;
        }
    }

    /// A handle on the path's segments; `Err` for an opaque path.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://e.net/a/")?;
    /// url.path_segments_mut().map_err(|_| "cannot be a base")?.pop_if_empty().push("b");
    /// assert_eq!(url.as_str(), "https://e.net/a/b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn path_segments_mut(&mut self) -> Result<PathSegmentsMut<'_>, ()> {
        match self.inner.path_segments_mut() {
            Ok(inner) => Ok(PathSegmentsMut { inner }),
            Err(_) => Err(()),
        }
    }

    /// Set the port; `Err` when the URL cannot have one.
    ///
    /// ```
    /// let mut url = url::Url::parse("https://e.net/")?;
    /// url.set_port(Some(8443)).unwrap();
    /// assert_eq!(url.as_str(), "https://e.net:8443/");
    /// assert!(url::Url::parse("file:///x")?.set_port(Some(1)).is_err());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_port(&mut self, port: Option<u16>) -> Result<(), ()> {
        self.inner.set_port_number(port).map_err(drop)
    }

    /// Set the host, as url does: `None` removes a non-empty host (a `file:` URL keeps its
    /// empty host); `Some` parses the value up to its first `:` (the rest, a port, is ignored
    /// unless the value is a bracketed IPv6 address) with [`Host::parse`] for a special URL
    /// and [`Host::parse_opaque`] for another, and sets it. A special URL other than `file:`
    /// needs a non-empty host, and a URL with an opaque path has no host to set. An empty
    /// host beside credentials or a port, which no URL string can hold, is refused as
    /// [`EmptyHost`](ParseError::EmptyHost); a `file:` URL's `localhost` becomes its empty
    /// host, as the URL parser makes it.
    ///
    /// ```
    /// use url::{ParseError, Url};
    /// let mut url = Url::parse("https://e.net/hello")?;
    /// url.set_host(Some("foo.com:8080"))?;
    /// assert_eq!(url.as_str(), "https://foo.com/hello");
    /// assert_eq!(url.set_host(None), Err(ParseError::EmptyHost));
    /// assert_eq!(url.set_host(Some("a b")), Err(ParseError::IdnaError));
    /// let mut url = Url::parse("foobar://e.net/hello")?;
    /// url.set_host(None)?;
    /// assert_eq!(url.as_str(), "foobar:/hello");
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn set_host(&mut self, host: Option<&str>) -> Result<(), ParseError> {
        if self.cannot_be_a_base() {
            return Err(ParseError::SetHostOnCannotBeABaseUrl);
        }
        let special = self.is_special();
        let file = self.scheme() == "file";
        let Some(value) = host else {
            if !self.has_host() {
                // Nothing to remove (url counts an empty host as none).
                return Ok(());
            }
            if special && !file {
                return Err(ParseError::EmptyHost);
            }
            return self.inner.remove_host().map_err(|_| ParseError::EmptyHost);
        };
        if value.is_empty() && special && !file {
            return Err(ParseError::EmptyHost);
        }
        let host = if value.starts_with('[') && value.ends_with(']') {
            value
        } else {
            match value.find(':') {
                Some(0) => return Err(ParseError::InvalidDomainCharacter),
                Some(colon) => &value[..colon],
                None => value,
            }
        };
        let parsed = if special {
            Host::parse(host)?
        } else {
            Host::parse_opaque(host)?
        };
        self.set_parsed_host(parsed)
    }

    /// Set a host that [`Host::parse`] or [`Host::parse_opaque`] gave: its serialization
    /// parses back to itself, so the hostname setter takes it whole.
    fn set_parsed_host(&mut self, host: Host<String>) -> Result<(), ParseError> {
        let result = match host {
            Host::Ipv4(address) => self.inner.set_ip_host(address.into()),
            Host::Ipv6(address) => self.inner.set_ip_host(address.into()),
            Host::Domain(domain) => {
                let credentials = !self.username().is_empty() || self.password().is_some();
                if domain.is_empty() && (credentials || self.port().is_some()) {
                    return Err(ParseError::EmptyHost);
                }
                self.inner.try_set_hostname(&domain)
            }
        };
        result.map_err(|e| match e {
            railurl::SetterError::Parse(e) => ParseError::from_railurl(e),
            railurl::SetterError::OpaquePath => ParseError::SetHostOnCannotBeABaseUrl,
            _ => ParseError::EmptyHost,
        })
    }

    /// Set the host to an IP address; `Err` for a URL with an opaque path.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://e.com")?;
    /// url.set_ip_host("::1".parse().unwrap()).unwrap();
    /// assert_eq!(url.host_str(), Some("[::1]"));
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_ip_host(&mut self, address: IpAddr) -> Result<(), ()> {
        if self.cannot_be_a_base() {
            return Err(());
        }
        self.inner.set_ip_host(address).map_err(drop)
    }

    /// Set the password (`None` removes it); `Err` when the URL cannot have one.
    ///
    /// ```
    /// let mut url = url::Url::parse("moz://foo:bar@servo/baz")?;
    /// url.set_password(None).unwrap();
    /// assert_eq!(url.as_str(), "moz://foo@servo/baz");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_password(&mut self, password: Option<&str>) -> Result<(), ()> {
        self.inner
            .try_set_password(password.unwrap_or(""))
            .map_err(drop)
    }

    /// Set the username; `Err` when the URL cannot have one.
    ///
    /// ```
    /// let mut url = url::Url::parse("ftp://e.net/")?;
    /// url.set_username("me").unwrap();
    /// assert_eq!(url.as_str(), "ftp://me@e.net/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_username(&mut self, username: &str) -> Result<(), ()> {
        self.inner.try_set_username(username).map_err(drop)
    }

    /// Change the scheme, as url does; `Err` (and no change) when `scheme` is not a scheme
    /// (an ASCII letter, then letters, digits, `+`, `-` or `.`, optionally followed by one
    /// `:`; tabs and newlines are ignored), when it would change a special scheme into a
    /// non-special one or back, when the new scheme is `file` and the URL has an authority
    /// (which a `file:` URL always has: url never changes a scheme to `file`), or when a URL
    /// without a host would get a special scheme. A port that is the new scheme's default
    /// is removed.
    ///
    /// ```
    /// let mut url = url::Url::parse("http://e.net:443/")?;
    /// url.set_scheme("https").unwrap();
    /// assert_eq!(url.as_str(), "https://e.net/");
    /// url.set_scheme("WSS:").unwrap();
    /// assert_eq!(url.as_str(), "wss://e.net/");
    /// assert!(url.set_scheme("foo").is_err());
    /// assert!(url.set_scheme("file").is_err());
    /// assert!(url.set_scheme("ws:x").is_err());
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), ()> {
        let mut chars = scheme.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r'));
        let mut new = String::new();
        if !chars.next().is_some_and(|c| {
            new.push(c.to_ascii_lowercase());
            c.is_ascii_alphabetic()
        }) {
            return Err(());
        }
        for c in chars.by_ref() {
            match c {
                'a'..='z' | 'A'..='Z' | '0'..='9' | '+' | '-' | '.' => {
                    new.push(c.to_ascii_lowercase())
                }
                ':' => break,
                _ => return Err(()),
            }
        }
        if chars.next().is_some() {
            return Err(());
        }
        let new_special = railurl::record::is_special_scheme(&new);
        if new_special != self.is_special()
            || (new == "file" && self.has_authority())
            || (new_special && !self.has_host())
        {
            return Err(());
        }
        self.inner.try_set_protocol(&new).map_err(drop)
    }
}
