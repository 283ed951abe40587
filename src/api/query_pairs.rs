//! A URL's query as application/x-www-form-urlencoded pairs: a lazy parser and a serializer
//! that writes back ("application/x-www-form-urlencoded" section).

use super::url::Url;
use crate::form_urlencoded;
use crate::percent;
use alloc::borrow::Cow;
use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The "application/x-www-form-urlencoded parser", lazily: each step yields the next
/// name-value pair, decoded (`+` to space, percent-decoding, UTF-8 decoding without BOM with
/// U+FFFD for invalid sequences). A name or value that needs no decoding borrows the input.
///
/// ```
/// use railurl::FormPairs;
/// let mut pairs = FormPairs::new(b"a=1&&b+c=%C3%A9&d");
/// assert_eq!(pairs.next(), Some(("a".into(), "1".into())));
/// assert_eq!(pairs.next(), Some(("b c".into(), "é".into())));
/// assert_eq!(pairs.next(), Some(("d".into(), "".into())));
/// assert_eq!(pairs.next(), None);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct FormPairs<'a> {
    input: &'a [u8],
}

impl<'a> FormPairs<'a> {
    /// A parser over `input` (the bytes of a query or form body, without `?`).
    ///
    /// ```
    /// assert_eq!(railurl::FormPairs::new(b"").count(), 0);
    /// ```
    pub fn new(input: &'a [u8]) -> FormPairs<'a> {
        FormPairs { input }
    }
}

/// One name or value: `+` to space, percent-decode, UTF-8 decode without BOM.
fn decode(bytes: &[u8]) -> Cow<'_, str> {
    if !bytes.iter().any(|&b| b == b'+' || b == b'%') {
        if let Ok(s) = core::str::from_utf8(bytes) {
            return Cow::Borrowed(s);
        }
    }
    let plus_as_space: Vec<u8> = bytes
        .iter()
        .map(|&b| if b == b'+' { b' ' } else { b })
        .collect();
    let decoded = percent::decode(&plus_as_space);
    Cow::Owned(String::from_utf8_lossy(&decoded).into_owned())
}

impl<'a> Iterator for FormPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if self.input.is_empty() {
                return None;
            }
            // "Let sequences be the result of splitting input on 0x26 (&)."
            let (sequence, rest) = match self.input.iter().position(|&b| b == b'&') {
                Some(i) => (&self.input[..i], &self.input[i + 1..]),
                None => (self.input, &[][..]),
            };
            self.input = rest;
            // "If bytes is the empty byte sequence, then continue."
            if sequence.is_empty() {
                continue;
            }
            // "If bytes contains a 0x3D (=), then let name be the bytes from the start of
            // bytes up to but excluding its first 0x3D (=), and let value be the bytes, if
            // any, after the first 0x3D (=) up to the end of bytes."
            let (name, value) = match sequence.iter().position(|&b| b == b'=') {
                Some(i) => (&sequence[..i], &sequence[i + 1..]),
                None => (sequence, &[][..]),
            };
            return Some((decode(name), decode(value)));
        }
    }
}

impl Url {
    /// The query's name-value pairs, parsed lazily (none when the query is null).
    ///
    /// ```
    /// use railurl::Url;
    /// let url = Url::parse("https://example.com/?country=español&n=1+2")?;
    /// let pairs: Vec<_> = url.query_pairs().collect();
    /// assert_eq!(pairs, [("country".into(), "español".into()), ("n".into(), "1 2".into())]);
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn query_pairs(&self) -> FormPairs<'_> {
        FormPairs::new(self.query().unwrap_or("").as_bytes())
    }

    /// Set the query (without `?`), percent-encoded as the "query state" does; `None` makes
    /// it null. Unlike the `search` setter, `Some("")` gives an empty, non-null query and a
    /// leading `?` is data.
    ///
    /// ```
    /// use railurl::Url;
    /// let mut url = Url::parse("https://example.com/p#f")?;
    /// url.set_query(Some("a b=c"));
    /// assert_eq!(url.href(), "https://example.com/p?a%20b=c#f");
    /// url.set_query(Some(""));
    /// assert_eq!(url.href(), "https://example.com/p?#f");
    /// url.set_query(None);
    /// assert_eq!(url.href(), "https://example.com/p#f");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn set_query(&mut self, query: Option<&str>) {
        // The search setter strips one leading "?" and treats "" as null: prefixing "?" makes
        // it take the value as given.
        match query {
            Some(q) => self.set_search(&format!("?{q}")),
            None => self.set_search(""),
        }
    }

    /// Set the fragment (without `#`), percent-encoded as the "fragment state" does; `None`
    /// makes it null.
    ///
    /// ```
    /// use railurl::Url;
    /// let mut url = Url::parse("https://example.com/p")?;
    /// url.set_fragment(Some("a b"));
    /// assert_eq!(url.href(), "https://example.com/p#a%20b");
    /// url.set_fragment(None);
    /// assert_eq!(url.href(), "https://example.com/p");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn set_fragment(&mut self, fragment: Option<&str>) {
        match fragment {
            Some(f) => self.set_hash(&format!("#{f}")),
            None => self.set_hash(""),
        }
    }

    /// A serializer that appends name-value pairs to the query (making a null query empty
    /// first), in the application/x-www-form-urlencoded format. The URL is updated when the
    /// serializer is dropped (or [`finish`](QueryPairsMut::finish)ed).
    ///
    /// ```
    /// use railurl::Url;
    /// let mut url = Url::parse("https://example.com/search#top")?;
    /// url.query_pairs_mut().append_pair("q", "a&b c").append_key_only("raw");
    /// assert_eq!(url.href(), "https://example.com/search?q=a%26b+c&raw#top");
    /// url.query_pairs_mut().clear().extend_pairs([("x", "1")]);
    /// assert_eq!(url.query(), Some("x=1"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn query_pairs_mut(&mut self) -> QueryPairsMut<'_> {
        let query = self.query().unwrap_or("").to_owned();
        QueryPairsMut { url: self, query }
    }
}

/// Appends pairs to a URL's query; made by [`Url::query_pairs_mut`].
#[derive(Debug)]
pub struct QueryPairsMut<'a> {
    url: &'a mut Url,
    query: String,
}

impl<'a> QueryPairsMut<'a> {
    fn separate(&mut self) {
        if !self.query.is_empty() {
            self.query.push('&');
        }
    }

    /// Append `name=value`, each "percent-encoded after encoding" with the
    /// application/x-www-form-urlencoded percent-encode set (space as `+`).
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?a=1")?;
    /// url.query_pairs_mut().append_pair("b", "é");
    /// assert_eq!(url.query(), Some("a=1&b=%C3%A9"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn append_pair(&mut self, name: &str, value: &str) -> &mut Self {
        self.separate();
        form_urlencoded::encode_into(&mut self.query, name);
        self.query.push('=');
        form_urlencoded::encode_into(&mut self.query, value);
        self
    }

    /// Append a name without `=` and value.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/")?;
    /// url.query_pairs_mut().append_key_only("flag");
    /// assert_eq!(url.query(), Some("flag"));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn append_key_only(&mut self, name: &str) -> &mut Self {
        self.separate();
        form_urlencoded::encode_into(&mut self.query, name);
        self
    }

    /// [`append_pair`](QueryPairsMut::append_pair) each pair.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/")?;
    /// url.query_pairs_mut().extend_pairs(vec![("auth", "my-token")]);
    /// assert_eq!(url.href(), "http://h/?auth=my-token");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn extend_pairs<I, K, V>(&mut self, pairs: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: alloc::borrow::Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        for pair in pairs {
            let (name, value) = alloc::borrow::Borrow::borrow(&pair);
            self.append_pair(name.as_ref(), value.as_ref());
        }
        self
    }

    /// Remove every pair (the query becomes empty, not null).
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?a=1")?;
    /// url.query_pairs_mut().clear();
    /// assert_eq!(url.href(), "http://h/?");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn clear(&mut self) -> &mut Self {
        self.query.clear();
        self
    }

    /// Write the query back now and give the URL back.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/")?;
    /// let href = url.query_pairs_mut().append_pair("k", "v").finish().href().to_owned();
    /// assert_eq!(href, "http://h/?k=v");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn finish(&mut self) -> &mut Url {
        let query = core::mem::take(&mut self.query);
        self.url.set_query(Some(&query));
        self.query = query;
        self.url
    }
}

impl Drop for QueryPairsMut<'_> {
    fn drop(&mut self) {
        let query = core::mem::take(&mut self.query);
        self.url.set_query(Some(&query));
    }
}
