//! The documentation says what the engine does: the README's table of rule
//! sets lists every named set, and VARIANTS.md (shipped with the package)
//! has the engine's decisions.

#[test]
fn the_readme_lists_every_rule_set() {
    let readme = include_str!("../README.md");
    let table = &readme[readme.find("## Rule sets").expect("a Rule sets section")..];
    let table = &table[..table.find("\n\n## ").unwrap_or(table.len())];
    for n in dice_rex_circe::NAMED {
        assert!(
            table.contains(&format!("| `{}` |", n.name)),
            "README lacks {}",
            n.name
        );
    }
    let rows = table.lines().filter(|l| l.starts_with("| `")).count();
    assert_eq!(rows, dice_rex_circe::NAMED.len(), "one row per rule set");
}

#[test]
fn variants_md_has_the_engines_decisions() {
    let variants = include_str!("../VARIANTS.md");
    assert!(variants.contains("## D. What this engine decided"));
    let rules = include_str!("../RULES.md");
    assert!(rules.contains("VARIANTS.md"));
}
