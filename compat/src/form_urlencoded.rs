//! The url crate's `form_urlencoded` module (the `form_urlencoded` crate's API): the
//! application/x-www-form-urlencoded parser and serializer of the URL Standard, on top of
//! [`railurl::form_urlencoded`] and [`railurl::FormPairs`].
//!
//! ```
//! use url::form_urlencoded;
//! let encoded = form_urlencoded::Serializer::new(String::new())
//!     .append_pair("q", "é&")
//!     .append_key_only("flag")
//!     .finish();
//! assert_eq!(encoded, "q=%C3%A9%26&flag");
//! let pairs: Vec<_> = form_urlencoded::parse(encoded.as_bytes()).into_owned().collect();
//! assert_eq!(pairs, [("q".to_owned(), "é&".to_owned()), ("flag".to_owned(), String::new())]);
//! ```

use alloc::borrow::{Borrow, Cow};
use alloc::string::String;

/// A function that encodes a name or value to bytes before percent-encoding (the spec's
/// "percent-encode after encoding" with a legacy encoding); `None` means UTF-8.
pub type EncodingOverride<'a> = Option<&'a dyn Fn(&str) -> Cow<'_, [u8]>>;

/// Parse application/x-www-form-urlencoded bytes into name-value pairs, lazily.
///
/// ```
/// let pairs: Vec<_> = url::form_urlencoded::parse(b"a=1&b=%C3%A9+x").collect();
/// assert_eq!(pairs, [("a".into(), "1".into()), ("b".into(), "é x".into())]);
/// ```
pub fn parse(input: &[u8]) -> Parse<'_> {
    Parse {
        inner: railurl::FormPairs::new(input),
    }
}

/// The iterator of [`parse`].
#[derive(Copy, Clone, Debug)]
pub struct Parse<'a> {
    inner: railurl::FormPairs<'a>,
}

impl<'a> Iterator for Parse<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        self.inner.next()
    }
}

impl<'a> Parse<'a> {
    /// The same pairs as owned strings.
    ///
    /// ```
    /// let owned: Vec<(String, String)> = url::form_urlencoded::parse(b"k=v").into_owned().collect();
    /// assert_eq!(owned, [("k".to_owned(), "v".to_owned())]);
    /// ```
    pub fn into_owned(self) -> ParseIntoOwned<'a> {
        ParseIntoOwned { inner: self }
    }
}

/// The iterator of [`Parse::into_owned`].
#[derive(Debug)]
pub struct ParseIntoOwned<'a> {
    inner: Parse<'a>,
}

impl Iterator for ParseIntoOwned<'_> {
    type Item = (String, String);

    fn next(&mut self) -> Option<Self::Item> {
        self.inner
            .next()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
    }
}

/// Percent-encode bytes with the application/x-www-form-urlencoded percent-encode set, a
/// space as `+`, as an iterator of string pieces.
///
/// ```
/// let s: String = url::form_urlencoded::byte_serialize("a b&é".as_bytes()).collect();
/// assert_eq!(s, "a+b%26%C3%A9");
/// ```
pub fn byte_serialize(input: &[u8]) -> ByteSerialize<'_> {
    ByteSerialize { bytes: input }
}

/// The iterator of [`byte_serialize`].
#[derive(Debug)]
pub struct ByteSerialize<'a> {
    bytes: &'a [u8],
}

/// `%00` to `%FF`, three bytes each.
const HEX: &str = concat!(
    "%00%01%02%03%04%05%06%07%08%09%0A%0B%0C%0D%0E%0F%10%11%12%13%14%15%16%17%18%19%1A%1B%1C%1D%1E%1F",
    "%20%21%22%23%24%25%26%27%28%29%2A%2B%2C%2D%2E%2F%30%31%32%33%34%35%36%37%38%39%3A%3B%3C%3D%3E%3F",
    "%40%41%42%43%44%45%46%47%48%49%4A%4B%4C%4D%4E%4F%50%51%52%53%54%55%56%57%58%59%5A%5B%5C%5D%5E%5F",
    "%60%61%62%63%64%65%66%67%68%69%6A%6B%6C%6D%6E%6F%70%71%72%73%74%75%76%77%78%79%7A%7B%7C%7D%7E%7F",
    "%80%81%82%83%84%85%86%87%88%89%8A%8B%8C%8D%8E%8F%90%91%92%93%94%95%96%97%98%99%9A%9B%9C%9D%9E%9F",
    "%A0%A1%A2%A3%A4%A5%A6%A7%A8%A9%AA%AB%AC%AD%AE%AF%B0%B1%B2%B3%B4%B5%B6%B7%B8%B9%BA%BB%BC%BD%BE%BF",
    "%C0%C1%C2%C3%C4%C5%C6%C7%C8%C9%CA%CB%CC%CD%CE%CF%D0%D1%D2%D3%D4%D5%D6%D7%D8%D9%DA%DB%DC%DD%DE%DF",
    "%E0%E1%E2%E3%E4%E5%E6%E7%E8%E9%EA%EB%EC%ED%EE%EF%F0%F1%F2%F3%F4%F5%F6%F7%F8%F9%FA%FB%FC%FD%FE%FF",
);

fn is_unreserved(byte: u8) -> bool {
    !railurl::percent::in_set(byte, railurl::percent::FORM_URLENCODED) && byte != b' '
}

impl<'a> Iterator for ByteSerialize<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let (&first, rest) = self.bytes.split_first()?;
        if is_unreserved(first) {
            let run = self
                .bytes
                .iter()
                .position(|&b| !is_unreserved(b))
                .unwrap_or(self.bytes.len());
            let (run, rest) = self.bytes.split_at(run);
            self.bytes = rest;
            // Unreserved bytes are ASCII.
            return core::str::from_utf8(run).ok();
        }
        self.bytes = rest;
        if first == b' ' {
            return Some("+");
        }
        let i = usize::from(first) * 3;
        HEX.get(i..i + 3)
    }
}

/// What a [`Serializer`] appends to.
pub trait Target {
    /// The string to append to.
    fn as_mut_string(&mut self) -> &mut String;
    /// What [`Serializer::finish`] returns.
    type Finished;
    /// Give the result.
    fn finish(self) -> Self::Finished;
}

impl Target for String {
    fn as_mut_string(&mut self) -> &mut String {
        self
    }
    type Finished = Self;
    fn finish(self) -> Self {
        self
    }
}

impl Target for &mut String {
    fn as_mut_string(&mut self) -> &mut String {
        self
    }
    type Finished = Self;
    fn finish(self) -> Self {
        self
    }
}

/// The application/x-www-form-urlencoded serializer, appending to a [`Target`] after its
/// first `start_position` bytes.
///
/// ```
/// use url::form_urlencoded::Serializer;
/// let mut s = Serializer::new(String::new());
/// s.extend_pairs([("a", "1"), ("b", "2 3")]);
/// assert_eq!(s.finish(), "a=1&b=2+3");
/// ```
pub struct Serializer<'a, T: Target> {
    target: Option<T>,
    start_position: usize,
    encoding: EncodingOverride<'a>,
}

impl<T: Target + core::fmt::Debug> core::fmt::Debug for Serializer<'_, T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Serializer")
            .field("target", &self.target)
            .field("start_position", &self.start_position)
            .finish()
    }
}

impl<'a, T: Target> Serializer<'a, T> {
    /// A serializer appending to `target` (which may already hold pairs).
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::from("a=1"))
    ///     .append_pair("b", "2")
    ///     .finish();
    /// assert_eq!(s, "a=1&b=2");
    /// ```
    pub fn new(target: T) -> Self {
        Self::for_suffix(target, 0)
    }

    /// A serializer for the part of `target` after `start_position` (clamped to its length):
    /// [`clear`](Serializer::clear) truncates to it, and a `&` separates pairs only after it.
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::for_suffix(String::from("?"), 1)
    ///     .append_pair("a", "1")
    ///     .finish();
    /// assert_eq!(s, "?a=1");
    /// ```
    pub fn for_suffix(mut target: T, start_position: usize) -> Self {
        let start_position = start_position.min(target.as_mut_string().len());
        Serializer {
            target: Some(target),
            start_position,
            encoding: None,
        }
    }

    fn string(&mut self) -> Option<&mut String> {
        self.target.as_mut().map(Target::as_mut_string)
    }

    /// Remove every pair (truncate the target to the start position).
    ///
    /// ```
    /// let mut s = url::form_urlencoded::Serializer::new(String::from("a=1"));
    /// assert_eq!(s.clear().append_pair("b", "2").finish(), "b=2");
    /// ```
    pub fn clear(&mut self) -> &mut Self {
        let start = self.start_position;
        if let Some(s) = self.string() {
            s.truncate(start);
        }
        self
    }

    /// Set the encoding used for names and values from now on (`None`: UTF-8).
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::new())
    ///     .encoding_override(Some(&|s| s.as_bytes().to_ascii_uppercase().into()))
    ///     .append_pair("a", "b")
    ///     .finish();
    /// assert_eq!(s, "A=B");
    /// ```
    pub fn encoding_override(&mut self, new: EncodingOverride<'a>) -> &mut Self {
        self.encoding = new;
        self
    }

    fn append_encoded(&mut self, text: &str) {
        let encoding = self.encoding;
        let Some(out) = self.string() else { return };
        match encoding {
            None => railurl::form_urlencoded::encode_into(out, text),
            Some(encode) => out.extend(byte_serialize(&encode(text))),
        }
    }

    fn separate(&mut self) {
        let start = self.start_position;
        if let Some(s) = self.string() {
            if s.len() > start {
                s.push('&');
            }
        }
    }

    /// Append `name=value`.
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::new())
    ///     .append_pair("a b", "c&d")
    ///     .finish();
    /// assert_eq!(s, "a+b=c%26d");
    /// ```
    pub fn append_pair(&mut self, name: &str, value: &str) -> &mut Self {
        self.separate();
        self.append_encoded(name);
        if let Some(s) = self.string() {
            s.push('=');
        }
        self.append_encoded(value);
        self
    }

    /// Append a name without `=` and value.
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::new())
    ///     .append_key_only("json")
    ///     .finish();
    /// assert_eq!(s, "json");
    /// ```
    pub fn append_key_only(&mut self, name: &str) -> &mut Self {
        self.separate();
        self.append_encoded(name);
        self
    }

    /// [`append_pair`](Serializer::append_pair) each pair.
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::new())
    ///     .extend_pairs(&[("a", "1"), ("b", "")])
    ///     .finish();
    /// assert_eq!(s, "a=1&b=");
    /// ```
    pub fn extend_pairs<I, K, V>(&mut self, iter: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        for pair in iter {
            let (k, v) = pair.borrow();
            self.append_pair(k.as_ref(), v.as_ref());
        }
        self
    }

    /// [`append_key_only`](Serializer::append_key_only) each name.
    ///
    /// ```
    /// let s = url::form_urlencoded::Serializer::new(String::new())
    ///     .extend_keys::<_, &str>(["a", "b"])
    ///     .finish();
    /// assert_eq!(s, "a&b");
    /// ```
    pub fn extend_keys<I, K>(&mut self, iter: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: Borrow<K>,
        K: AsRef<str>,
    {
        for key in iter {
            self.append_key_only(key.borrow().as_ref());
        }
        self
    }

    /// Give the target's result.
    ///
    /// # Panics
    ///
    /// When called a second time on the same serializer, as url's does: its signature has no
    /// room for a second result.
    ///
    /// ```
    /// let mut s = url::form_urlencoded::Serializer::new(String::new());
    /// assert_eq!(s.append_pair("a", "1").finish(), "a=1");
    /// ```
    pub fn finish(&mut self) -> T::Finished {
        match self.target.take() {
            Some(target) => target.finish(),
            None => panic!("form_urlencoded::Serializer::finish called twice"),
        }
    }
}
