//! Ranges of Unicode scalar values as UTF-8 byte sequences, so that a grammar over characters
//! (RFC 3987: "Terminals in the ABNF are characters, not bytes") runs as an automaton over
//! the bytes of a `&str`.
//!
//! A range of scalar values whose UTF-8 forms have the same length, and that differ only in
//! the low bits of full continuation bytes, is a product of byte ranges: `[E1-EC][80-BF][80-BF]`.
//! Any range splits into a few such pieces.

/// A sequence of byte ranges: the bytes of one UTF-8 form, each within its range.
pub type Sequence = Vec<(u8, u8)>;

/// The UTF-8 sequences of the scalar values in `lo..=hi` (surrogates, which have no UTF-8
/// form, are left out).
pub fn sequences(lo: u32, hi: u32) -> Vec<Sequence> {
    let mut out = Vec::new();
    let hi = hi.min(0x10FFFF);
    if lo > hi {
        return out;
    }
    // Leave out the surrogates.
    if lo < 0xD800 && hi > 0xDFFF {
        split(lo, 0xD7FF, &mut out);
        split(0xE000, hi, &mut out);
    } else if (0xD800..=0xDFFF).contains(&lo) && (0xD800..=0xDFFF).contains(&hi) {
    } else if (0xD800..=0xDFFF).contains(&lo) {
        split(0xE000, hi, &mut out);
    } else if (0xD800..=0xDFFF).contains(&hi) {
        split(lo, 0xD7FF, &mut out);
    } else {
        split(lo, hi, &mut out);
    }
    out
}

/// The largest scalar value encoded in 1, 2 and 3 bytes.
const MAX_BY_LEN: [u32; 3] = [0x7F, 0x7FF, 0xFFFF];

fn split(lo: u32, hi: u32, out: &mut Vec<Sequence>) {
    // Different lengths: split at the boundary.
    for &max in &MAX_BY_LEN {
        if lo <= max && hi > max {
            split(lo, max, out);
            split(max + 1, hi, out);
            return;
        }
    }
    if hi <= 0x7F {
        out.push(vec![(lo as u8, hi as u8)]);
        return;
    }
    // Same length n: for each count i of trailing continuation bytes, the range must either
    // stay within one block of 64^i values or cover whole blocks.
    let n = encode(lo).len();
    for i in 1..n {
        let m: u32 = (1 << (6 * i)) - 1;
        if lo & !m != hi & !m {
            if lo & m != 0 {
                split(lo, lo | m, out);
                split((lo | m) + 1, hi, out);
                return;
            }
            if hi & m != m {
                split(lo, (hi & !m) - 1, out);
                split(hi & !m, hi, out);
                return;
            }
        }
    }
    let (a, b) = (encode(lo), encode(hi));
    out.push(a.iter().zip(&b).map(|(&x, &y)| (x, y)).collect());
}

/// The UTF-8 form of a scalar value.
fn encode(c: u32) -> Vec<u8> {
    let mut buf = [0u8; 4];
    char::from_u32(c)
        .map(|ch| ch.encode_utf8(&mut buf).as_bytes().to_vec())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matches(seqs: &[Sequence], bytes: &[u8]) -> bool {
        seqs.iter().any(|s| {
            s.len() == bytes.len()
                && s.iter()
                    .zip(bytes)
                    .all(|(&(lo, hi), &b)| lo <= b && b <= hi)
        })
    }

    /// Every scalar value is matched exactly when it is in the range, for RFC 3987's ranges
    /// and some awkward ones.
    #[test]
    fn sequences_match_exactly_the_range() {
        let ranges = [
            (0xA0, 0xD7FF),
            (0xF900, 0xFDCF),
            (0xFDF0, 0xFFEF),
            (0x10000, 0x1FFFD),
            (0xE1000, 0xEFFFD),
            (0xE000, 0xF8FF),
            (0x100000, 0x10FFFD),
            (0x41, 0x5A),
            (0x7F, 0x80),
            (0x7FF, 0x800),
            (0xD000, 0xE100),
            (0x0, 0x10FFFF),
        ];
        for (lo, hi) in ranges {
            let seqs = sequences(lo, hi);
            for c in (0..=0x10FFFFu32)
                .step_by(7)
                .chain([lo, hi, lo + 1, hi.saturating_sub(1)])
            {
                let Some(ch) = char::from_u32(c) else {
                    continue;
                };
                let mut buf = [0u8; 4];
                let bytes = ch.encode_utf8(&mut buf).as_bytes();
                assert_eq!(
                    matches(&seqs, bytes),
                    (lo..=hi).contains(&c),
                    "{c:X} in {lo:X}-{hi:X}"
                );
            }
        }
    }
}
