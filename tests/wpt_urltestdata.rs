//! Every case of WPT's urltestdata.json, through every engine. A failure names the engine, the
//! input, the base and each component that differs. `RAILURL_WPT_FILTER=substring` narrows the
//! run to matching inputs.

mod support;

use support::{case_objects, check_case, check_on_every_engine, wpt_json};

#[test]
fn urltestdata_all_cases_all_engines() {
    let data = wpt_json("urltestdata.json");
    let cases = case_objects(&data, "urltestdata.json");
    assert!(
        cases.len() >= 800,
        "urltestdata.json has only {} cases",
        cases.len()
    );
    check_on_every_engine("urltestdata", &cases, check_case);
}
