use railurl_abnf::standards::STANDARDS;
use std::path::Path;

#[test]
fn stats() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for s in STANDARDS {
        let g = railurl_abnf::load(&root, s).unwrap_or_else(|e| panic!("{e}"));
        let t = std::time::Instant::now();
        let dfas = railurl_abnf::compile(&g, s).unwrap();
        for (e, d) in s.entries.iter().zip(&dfas) {
            println!(
                "{} {e}: {} states, {} classes, {} ops, {:?} banks",
                s.name,
                d.states.len(),
                d.class_count,
                d.ops.len(),
                d.banks
            );
        }
        println!("{:?}", t.elapsed());
    }
}
