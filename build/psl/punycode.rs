//! Punycode encoding (RFC 3492, section 6.3 "Encoding procedure"), for the list's Unicode
//! labels: the build step stores every label in the ASCII form the URL Standard's host
//! parser gives hosts (`公司` is `xn--55qx5d`). Only encoding is needed, and only for labels
//! the list already holds in their UTS 46 mapped form (lowercase, NFC).

/// RFC 3492, section 5 "Parameter values for Punycode".
const BASE: u32 = 36;
const T_MIN: u32 = 1;
const T_MAX: u32 = 26;
const SKEW: u32 = 38;
const DAMP: u32 = 700;
const INITIAL_BIAS: u32 = 72;
const INITIAL_N: u32 = 0x80;

/// Section 6.1 "Bias adaptation function".
fn adapt(delta: u32, points: u32, first_time: bool) -> u32 {
    let mut delta = if first_time { delta / DAMP } else { delta / 2 };
    delta += delta / points;
    let mut k = 0;
    while delta > ((BASE - T_MIN) * T_MAX) / 2 {
        delta /= BASE - T_MIN;
        k += BASE;
    }
    k + (((BASE - T_MIN + 1) * delta) / (delta + SKEW))
}

/// The basic code point for digit value `d` (0..=25 are `a`..=`z`, 26..=35 are `0`..=`9`).
fn digit(d: u32) -> char {
    match u8::try_from(d) {
        Ok(d @ 0..=25) => char::from(b'a' + d),
        Ok(d @ 26..=35) => char::from(b'0' + d - 26),
        _ => unreachable!("a Punycode digit is below 36"),
    }
}

/// Append `q` as a generalized variable-length integer with threshold `bias` (the inner
/// loop of section 6.3).
fn push_integer(out: &mut String, mut q: u32, bias: u32) {
    let mut k = BASE;
    loop {
        let t = if k <= bias {
            T_MIN
        } else if k >= bias + T_MAX {
            T_MAX
        } else {
            k - bias
        };
        if q < t {
            break;
        }
        out.push(digit(t + (q - t) % (BASE - t)));
        q = (q - t) / (BASE - t);
        k += BASE;
    }
    out.push(digit(q));
}

/// The Punycode encoding of `label` (without the `xn--` prefix); an error on overflow.
pub fn encode(label: &str) -> Result<String, String> {
    let input: Vec<u32> = label.chars().map(u32::from).collect();
    let overflow = || format!("the label `{label}` overflows Punycode");
    let mut out: String = label.chars().filter(char::is_ascii).collect();
    let basic = u32::try_from(out.len()).map_err(|_| overflow())?;
    let total = u32::try_from(input.len()).map_err(|_| overflow())?;
    if basic > 0 {
        out.push('-');
    }
    let (mut n, mut delta, mut bias, mut handled) = (INITIAL_N, 0_u32, INITIAL_BIAS, basic);
    while handled < total {
        let m = input
            .iter()
            .copied()
            .filter(|&c| c >= n)
            .min()
            .ok_or_else(overflow)?;
        delta = (m - n)
            .checked_mul(handled + 1)
            .and_then(|d| delta.checked_add(d))
            .ok_or_else(overflow)?;
        n = m;
        for &c in &input {
            if c < n {
                delta = delta.checked_add(1).ok_or_else(overflow)?;
            }
            if c == n {
                push_integer(&mut out, delta, bias);
                bias = adapt(delta, handled + 1, handled == basic);
                delta = 0;
                handled += 1;
            }
        }
        delta += 1;
        n += 1;
    }
    Ok(out)
}
