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

    /// Set the path, as the `pathname` setter does (which leaves an opaque path unchanged).
    ///
    /// ```
    /// let mut url = url::Url::parse("postgres://u@localhost/")?;
    /// url.set_path("db name");
    /// assert_eq!(url.as_str(), "postgres://u@localhost/db%20name");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    pub fn set_path(&mut self, path: &str) {
        self.inner.set_pathname(path)
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

    /// Set the host (without port). `None` removes it from a non-special URL (and empties a
    /// `file:` URL's); a special URL other than `file:` needs a non-empty host.
    ///
    /// ```
    /// use url::{ParseError, Url};
    /// let mut url = Url::parse("https://e.net/hello")?;
    /// url.set_host(Some("foo.com"))?;
    /// assert_eq!(url.as_str(), "https://foo.com/hello");
    /// assert_eq!(url.set_host(None), Err(ParseError::EmptyHost));
    /// let mut url = Url::parse("foobar://e.net/hello")?;
    /// url.set_host(None)?;
    /// assert_eq!(url.as_str(), "foobar:/hello");
    /// # Ok::<(), ParseError>(())
    /// ```
    pub fn set_host(&mut self, host: Option<&str>) -> Result<(), ParseError> {
        use railurl::SetterError;
        if self.cannot_be_a_base() {
            return Err(ParseError::SetHostOnCannotBeABaseUrl);
        }
        let special = self.is_special();
        let file = self.scheme() == "file";
        let result = match host {
            None | Some("") if special && !file => return Err(ParseError::EmptyHost),
            None => self.inner.remove_host(),
            Some(h) => {
                // The hostname setter stops at these and ignores the rest; url refuses them.
                let delimiter = |c: char| matches!(c, '/' | '?' | '#') || (special && c == '\\');
                if h.contains(delimiter) {
                    return Err(ParseError::InvalidDomainCharacter);
                }
                if h.is_empty() && !file {
                    self.inner.remove_host()
                } else {
                    self.inner.try_set_hostname(h)
                }
            }
        };
        result.map_err(|e| match e {
            SetterError::Parse(e) => ParseError::from_railurl(e),
            SetterError::OpaquePath => ParseError::SetHostOnCannotBeABaseUrl,
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

    /// Change the scheme; `Err` when `scheme` is not exactly a scheme or the scheme state
    /// forbids the change (special to non-special or back, and the `file` rules).
    ///
    /// ```
    /// let mut url = url::Url::parse("http://e.net/")?;
    /// url.set_scheme("https").unwrap();
    /// assert!(url.set_scheme("foo").is_err());
    /// assert!(url.set_scheme("ws:").is_err());
    /// assert_eq!(url.as_str(), "https://e.net/");
    /// # Ok::<(), url::ParseError>(())
    /// ```
    #[allow(clippy::result_unit_err)]
    pub fn set_scheme(&mut self, scheme: &str) -> Result<(), ()> {
        let mut bytes = scheme.bytes();
        let is_scheme = bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
            && bytes.all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
        if !is_scheme {
            return Err(());
        }
        self.inner.try_set_protocol(scheme).map_err(drop)
    }
}
