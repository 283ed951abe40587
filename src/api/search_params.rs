//! The URL Standard's `URLSearchParams` class ("URLSearchParams class" section) as
//! [`UrlSearchParams`], and its tie to a URL's query ([`Url::search_params`],
//! [`Url::search_params_mut`] and [`UrlSearchParamsMut`], which runs the spec's "update" steps
//! after every change).

use super::url::Url;
use crate::form_urlencoded;
use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::convert::Infallible;
use core::fmt;
use core::ops::Deref;
use core::str::FromStr;

/// A list of name-value pairs with the `URLSearchParams` methods.
///
/// Names and values are Rust strings, so they are always the spec's scalar value strings
/// (`USVString`). [`Display`](fmt::Display) is the spec's stringification behavior: the
/// application/x-www-form-urlencoded serializer.
///
/// ```
/// use railurl::UrlSearchParams;
/// let mut params = UrlSearchParams::parse("?q=a+b&lang=en&q=c");
/// assert_eq!(params.get("q"), Some("a b"));
/// assert_eq!(params.get_all("q"), ["a b", "c"]);
/// params.set("q", "~");
/// params.append("page", "2");
/// assert_eq!(params.to_string(), "q=%7E&lang=en&page=2");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct UrlSearchParams {
    list: Vec<(String, String)>,
}

impl UrlSearchParams {
    /// An empty list (the constructor with its default `init` of `""`).
    ///
    /// ```
    /// let params = railurl::UrlSearchParams::new();
    /// assert_eq!((params.size(), params.to_string()), (0, String::new()));
    /// ```
    pub fn new() -> UrlSearchParams {
        UrlSearchParams::default()
    }

    /// The constructor with a string `init`: a leading `?` is removed, then the rest goes
    /// through the application/x-www-form-urlencoded string parser.
    ///
    /// ```
    /// use railurl::UrlSearchParams;
    /// assert_eq!(UrlSearchParams::parse("?a=1"), UrlSearchParams::parse("a=1"));
    /// // Only one "?" is removed.
    /// assert_eq!(UrlSearchParams::parse("??a=1").get("?a"), Some("1"));
    /// ```
    pub fn parse(init: &str) -> UrlSearchParams {
        let init = init.strip_prefix('?').unwrap_or(init);
        UrlSearchParams {
            list: form_urlencoded::parse_str(init),
        }
    }

    /// The constructor with a sequence of pairs (or a record): the pairs, in order, unparsed.
    /// The same as [`FromIterator`].
    ///
    /// ```
    /// use railurl::UrlSearchParams;
    /// let params = UrlSearchParams::from_pairs([("key", "730d67")]);
    /// assert_eq!(params.to_string(), "key=730d67");
    /// ```
    pub fn from_pairs<I, K, V>(pairs: I) -> UrlSearchParams
    where
        I: IntoIterator<Item = (K, V)>,
        K: Into<String>,
        V: Into<String>,
    {
        UrlSearchParams {
            list: pairs
                .into_iter()
                .map(|(n, v)| (n.into(), v.into()))
                .collect(),
        }
    }

    /// The `size` getter: the number of pairs.
    ///
    /// ```
    /// assert_eq!(railurl::UrlSearchParams::parse("a=1&a=2&b").size(), 3);
    /// ```
    pub fn size(&self) -> usize {
        self.list.len()
    }

    /// Whether there are no pairs.
    ///
    /// ```
    /// assert!(railurl::UrlSearchParams::parse("&&").is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// `append(name, value)`: add a pair at the end.
    ///
    /// ```
    /// let mut params = railurl::UrlSearchParams::parse("a=1");
    /// params.append("a", "2");
    /// assert_eq!(params.to_string(), "a=1&a=2");
    /// ```
    pub fn append(&mut self, name: &str, value: &str) {
        self.list.push((name.to_string(), value.to_string()));
    }

    /// `delete(name, value)`: remove every pair named `name`, or, when `value` is given, every
    /// pair named `name` whose value is `value`.
    ///
    /// ```
    /// let mut params = railurl::UrlSearchParams::parse("a=1&b=2&a=3");
    /// params.delete("a", Some("3"));
    /// assert_eq!(params.to_string(), "a=1&b=2");
    /// params.delete("a", None);
    /// assert_eq!(params.to_string(), "b=2");
    /// ```
    pub fn delete(&mut self, name: &str, value: Option<&str>) {
        self.list
            .retain(|(n, v)| !(n == name && value.is_none_or(|value| v == value)));
    }

    /// `get(name)`: the value of the first pair named `name`, or `None` (null).
    ///
    /// ```
    /// let params = railurl::UrlSearchParams::parse("a=1&a=2");
    /// assert_eq!((params.get("a"), params.get("b")), (Some("1"), None));
    /// ```
    pub fn get(&self, name: &str) -> Option<&str> {
        self.list
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// `getAll(name)`: the values of all pairs named `name`, in list order.
    ///
    /// ```
    /// let params = railurl::UrlSearchParams::parse("a=1&b=2&a=3");
    /// assert_eq!(params.get_all("a"), ["1", "3"]);
    /// assert!(params.get_all("c").is_empty());
    /// ```
    pub fn get_all(&self, name: &str) -> Vec<&str> {
        self.list
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// `has(name, value)`: whether a pair is named `name` (and, when `value` is given, has
    /// that value).
    ///
    /// ```
    /// let params = railurl::UrlSearchParams::parse("a=1&a=2");
    /// assert!(params.has("a", None) && params.has("a", Some("2")));
    /// assert!(!params.has("a", Some("3")) && !params.has("b", None));
    /// ```
    pub fn has(&self, name: &str, value: Option<&str>) -> bool {
        self.list
            .iter()
            .any(|(n, v)| n == name && value.is_none_or(|value| v == value))
    }

    /// `set(name, value)`: give the first pair named `name` this value and remove the other
    /// pairs with that name, or append the pair if there is none.
    ///
    /// ```
    /// let mut params = railurl::UrlSearchParams::parse("a=1&b=2&a=3");
    /// params.set("a", "4");
    /// params.set("c", "5");
    /// assert_eq!(params.to_string(), "a=4&b=2&c=5");
    /// ```
    pub fn set(&mut self, name: &str, value: &str) {
        let mut found = false;
        self.list.retain_mut(|(n, v)| {
            if n != name {
                true
            } else if found {
                false
            } else {
                found = true;
                value.clone_into(v);
                true
            }
        });
        if !found {
            self.append(name, value);
        }
    }

    /// `sort()`: a stable sort by name, comparing names as sequences of UTF-16 code units
    /// ("code unit less than"), which is not Rust's `str` order: U+FFFD sorts after
    /// U+1F308, whose UTF-16 form starts with the surrogate 0xD83C.
    ///
    /// ```
    /// let mut params = railurl::UrlSearchParams::parse("\u{FFFD}=1&b=2&\u{1F308}=3&b=1");
    /// params.sort();
    /// assert_eq!(params.to_string(), "b=2&b=1&%F0%9F%8C%88=3&%EF%BF%BD=1");
    /// ```
    pub fn sort(&mut self) {
        self.list.sort_by(|(a, _), (b, _)| code_unit_cmp(a, b));
    }

    /// Iterate over the pairs as `(name, value)` (the spec's "value pairs to iterate over").
    ///
    /// ```
    /// let params = railurl::UrlSearchParams::parse("a=1&b");
    /// let pairs: Vec<(&str, &str)> = params.iter().collect();
    /// assert_eq!(pairs, [("a", "1"), ("b", "")]);
    /// ```
    pub fn iter(&self) -> UrlSearchParamsIter<'_> {
        UrlSearchParamsIter {
            inner: self.list.iter(),
        }
    }
}

/// "Code unit less than", as an ordering: compare the UTF-16 encodings lexicographically.
fn code_unit_cmp(a: &str, b: &str) -> Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// The iterator of [`UrlSearchParams::iter`]: `(name, value)` string slices in list order.
///
/// ```
/// let params = railurl::UrlSearchParams::parse("x=1");
/// let mut iter = params.iter();
/// assert_eq!(iter.next(), Some(("x", "1")));
/// assert_eq!(iter.next(), None);
/// ```
#[derive(Clone, Debug)]
pub struct UrlSearchParamsIter<'a> {
    inner: core::slice::Iter<'a, (String, String)>,
}

impl<'a> Iterator for UrlSearchParamsIter<'a> {
    type Item = (&'a str, &'a str);

    fn next(&mut self) -> Option<Self::Item> {
        self.inner.next().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl DoubleEndedIterator for UrlSearchParamsIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner
            .next_back()
            .map(|(n, v)| (n.as_str(), v.as_str()))
    }
}

impl ExactSizeIterator for UrlSearchParamsIter<'_> {}

impl<'a> IntoIterator for &'a UrlSearchParams {
    type Item = (&'a str, &'a str);
    type IntoIter = UrlSearchParamsIter<'a>;

    fn into_iter(self) -> UrlSearchParamsIter<'a> {
        self.iter()
    }
}

impl IntoIterator for UrlSearchParams {
    type Item = (String, String);
    type IntoIter = alloc::vec::IntoIter<(String, String)>;

    /// The owned pairs, in list order.
    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter()
    }
}

impl<K: Into<String>, V: Into<String>> FromIterator<(K, V)> for UrlSearchParams {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(pairs: I) -> UrlSearchParams {
        UrlSearchParams::from_pairs(pairs)
    }
}

impl<K: Into<String>, V: Into<String>> Extend<(K, V)> for UrlSearchParams {
    /// Append each pair, as [`UrlSearchParams::append`] does.
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, pairs: I) {
        self.list
            .extend(pairs.into_iter().map(|(n, v)| (n.into(), v.into())));
    }
}

impl FromStr for UrlSearchParams {
    type Err = Infallible;

    /// The same as [`UrlSearchParams::parse`]; never fails.
    fn from_str(init: &str) -> Result<UrlSearchParams, Infallible> {
        Ok(UrlSearchParams::parse(init))
    }
}

impl fmt::Display for UrlSearchParams {
    /// The stringification behavior: the application/x-www-form-urlencoded serialization.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&form_urlencoded::serialize(self.iter()))
    }
}

/// A [`UrlSearchParams`] tied to a [`Url`] (the spec's "URL object"): every mutating method
/// changes the list and then runs the spec's "update" steps, so the URL's query is the list's
/// serialization, or null when that is empty. Reading methods come through
/// [`Deref`] to [`UrlSearchParams`]. Made by [`Url::search_params_mut`].
///
/// ```
/// use railurl::Url;
/// let mut url = Url::parse("https://example.org/?a=b ~")?;
/// assert_eq!(url.href(), "https://example.org/?a=b%20~");
/// url.search_params_mut().sort();
/// assert_eq!(url.href(), "https://example.org/?a=b+%7E");
/// # Ok::<(), railurl::ParseError>(())
/// ```
#[derive(Debug)]
pub struct UrlSearchParamsMut<'a> {
    url: &'a mut Url,
    params: UrlSearchParams,
    /// Whether the URL's query is the list's serialization (null for an empty list): true
    /// after any update, not before (the URL's query may be spelled otherwise, `a=b ~` for
    /// the list's `a=b+%7E`).
    in_sync: bool,
}

impl UrlSearchParamsMut<'_> {
    /// [`UrlSearchParams::append`], then update the URL.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/#f")?;
    /// url.search_params_mut().append("a b", "c");
    /// assert_eq!(url.href(), "http://h/?a+b=c#f");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn append(&mut self, name: &str, value: &str) {
        self.params.append(name, value);
        if self.in_sync {
            // The update steps set the query to the list's serialization. When the query
            // already is the serialization of the list without its new last pair, that is the
            // query, "&" (unless it was null) and the new pair's serialization: appending that
            // in place keeps repeated appends linear, not quadratic.
            self.in_sync = self
                .url
                .append_to_query(&form_urlencoded::serialize([(name, value)]));
        } else {
            self.update();
        }
    }

    /// [`UrlSearchParams::delete`], then update the URL; deleting the last pair makes the
    /// query null.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?a=1&b=2")?;
    /// url.search_params_mut().delete("a", None);
    /// assert_eq!(url.search(), "?b=2");
    /// url.search_params_mut().delete("b", Some("2"));
    /// assert_eq!((url.href(), url.query()), ("http://h/", None));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn delete(&mut self, name: &str, value: Option<&str>) {
        self.params.delete(name, value);
        self.update();
    }

    /// [`UrlSearchParams::set`], then update the URL.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?a=1&a=2")?;
    /// url.search_params_mut().set("a", "3");
    /// assert_eq!(url.search(), "?a=3");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn set(&mut self, name: &str, value: &str) {
        self.params.set(name, value);
        self.update();
    }

    /// [`UrlSearchParams::sort`], then update the URL.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?b=1&a=2")?;
    /// url.search_params_mut().sort();
    /// assert_eq!(url.search(), "?a=2&b=1");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn sort(&mut self) {
        self.params.sort();
        self.update();
    }

    /// The URL, as the changes so far have left it.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("http://h/?a=1#f")?;
    /// let mut params = url.search_params_mut();
    /// params.append("b", "2");
    /// assert_eq!(params.url().href(), "http://h/?a=1&b=2#f");
    /// params.append("c", "3");
    /// assert_eq!(params.url().search(), "?a=1&b=2&c=3");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn url(&self) -> &Url {
        self.url
    }

    /// The "update" steps: serialize the list; the empty string becomes null; set the URL's
    /// query to the result.
    fn update(&mut self) {
        let serialized = self.params.to_string();
        let query = if serialized.is_empty() {
            None
        } else {
            Some(serialized)
        };
        // A URL whose serialization would reach 4 GiB is left as it is, and then its query is
        // not the list's serialization.
        self.in_sync = self.url.replace_query(query);
    }
}

impl Deref for UrlSearchParamsMut<'_> {
    type Target = UrlSearchParams;

    fn deref(&self) -> &UrlSearchParams {
        &self.params
    }
}

impl fmt::Display for UrlSearchParamsMut<'_> {
    /// The same as the list's [`Display`](fmt::Display).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.params, f)
    }
}

impl Url {
    /// The `searchParams` getter, as a snapshot: the URL's query (or the empty string when it
    /// is null) parsed with the application/x-www-form-urlencoded string parser, as the URL
    /// object's "initialize" steps do. The query never has its `?`, so a second `?` is data.
    /// Changes to the result do not touch the URL; use [`Url::search_params_mut`] for that.
    ///
    /// ```
    /// let url = railurl::Url::parse("https://example.com/?a=~&b=%7E")?;
    /// assert_eq!(url.search(), "?a=~&b=%7E");
    /// let params = url.search_params();
    /// assert_eq!((params.get("a"), params.get("b")), (Some("~"), Some("~")));
    /// assert_eq!(railurl::Url::parse("http://h/??x")?.search_params().get("?x"), Some(""));
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn search_params(&self) -> UrlSearchParams {
        UrlSearchParams {
            list: form_urlencoded::parse_str(self.query().unwrap_or("")),
        }
    }

    /// The `searchParams` getter, tied to this URL: the returned handle's mutating methods
    /// update this URL's query at once (the spec's "update" steps). Nothing changes until one
    /// of them is called.
    ///
    /// ```
    /// let mut url = railurl::Url::parse("https://example.org/?q=🏳️‍🌈&key=e1f7bc78")?;
    /// url.search_params_mut().sort();
    /// assert_eq!(url.search(), "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88");
    /// # Ok::<(), railurl::ParseError>(())
    /// ```
    pub fn search_params_mut(&mut self) -> UrlSearchParamsMut<'_> {
        let params = self.search_params();
        UrlSearchParamsMut {
            url: self,
            params,
            in_sync: false,
        }
    }
}
