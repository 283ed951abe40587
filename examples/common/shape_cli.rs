//! The command line the shape examples share (`hostile_shape`, `pattern_shape`,
//! `regexp_match`): `SHAPE BYTES MODE`, or `--list` for the shapes' names.

/// The arguments: which shape, how many bytes, and what to do with it.
pub struct ShapeArgs {
    pub shape: String,
    pub size: usize,
    pub mode: String,
}

/// Read the arguments. `--list` prints `names` and exits; anything but three arguments, a
/// shape not in `names` or a size that is not a number prints `usage` (or why) and exits 2.
pub fn args(usage: &str, names: &[&str]) -> ShapeArgs {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--list") {
        for name in names {
            println!("{name}");
        }
        std::process::exit(0);
    }
    let fail = |why: &str| -> ! {
        eprintln!("{why}");
        std::process::exit(2);
    };
    let [shape, size, mode] = &args[..] else {
        fail(&format!("usage: {usage} (or --list)"));
    };
    if !names.contains(&shape.as_str()) {
        fail(&format!("no shape {shape:?} (see --list)"));
    }
    let Ok(size) = size.parse() else {
        fail("BYTES is a number");
    };
    ShapeArgs {
        shape: shape.clone(),
        size,
        mode: mode.clone(),
    }
}
