//! A `Url` is its serialization (a `String`) and 32-bit component offsets: 64 bytes at most
//! on 64-bit targets, so that stored URLs stay small (issue 13).

use railurl::Url;

#[test]
fn url_is_at_most_64_bytes() {
    let size = std::mem::size_of::<Url>();
    eprintln!("size_of::<Url>() = {size}");
    assert!(size <= 64, "size_of::<Url>() is {size}");
    // An Option<Url> costs nothing more (the String's pointer is its niche).
    assert_eq!(std::mem::size_of::<Option<Url>>(), size);
}

#[test]
fn ip_hosts_are_read_back_from_the_serialization() {
    use railurl::Host;
    let v6 = Url::parse("http://[2001:db8::1:0:0:1]:8080/").unwrap();
    assert_eq!(
        v6.host_value(),
        Some(Host::Ipv6([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]))
    );
    let v4 = Url::parse("http://0x7f.1/").unwrap();
    assert_eq!(v4.host_value(), Some(Host::Ipv4(0x7F00_0001)));
    let credentials = Url::parse("http://u:p@h/").unwrap();
    assert_eq!((credentials.username(), credentials.password()), ("u", "p"));
    let password_only = Url::parse("http://:p@h/").unwrap();
    assert_eq!(
        (password_only.username(), password_only.password()),
        ("", "p")
    );
    let no_host = Url::parse("sc:/a").unwrap();
    assert_eq!(
        (no_host.username(), no_host.password(), no_host.host()),
        ("", "", "")
    );
}
