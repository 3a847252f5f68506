//! The documentation says what the engine does: the table of rule sets
//! (docs/rule-sets.md) lists every named set, VARIANTS.md (shipped with the
//! package) has the engine's decisions, and every link between the README
//! and the pages of docs/ leads to a file that exists.

#[test]
fn the_rule_sets_page_lists_every_rule_set() {
    let page = include_str!("../docs/rule-sets.md");
    let table = &page[..page.find("\n\n## ").unwrap_or(page.len())];
    for n in dice_rex_circe::NAMED {
        assert!(
            table.contains(&format!("| `{}` |", n.name)),
            "docs/rule-sets.md lacks {}",
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

/// The relative links of a Markdown text (`[text](target)`, outside code),
/// each as its file (empty for the page itself) and its `#fragment`.
fn relative_links(text: &str) -> Vec<(String, Option<String>)> {
    let mut links = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            let Some(end) = rest.find(')') else { break };
            let target = &rest[..end];
            if !target.contains("://") {
                let (file, fragment) = match target.split_once('#') {
                    Some((file, fragment)) => (file, Some(fragment.to_string())),
                    None => (target, None),
                };
                links.push((file.to_string(), fragment));
            }
        }
    }
    links
}

/// The anchors of a Markdown page's headings, as GitHub and npm make them:
/// lower case, punctuation dropped, spaces as hyphens.
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        found.push(slug);
    }
    found
}

#[test]
fn the_readme_and_the_docs_link_to_files_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("an entry of docs/").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).expect("a page");
        for (file, fragment) in relative_links(&text) {
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().expect("a folder").join(&file)
            };
            assert!(
                target.exists(),
                "{} links to {file}, which does not exist",
                page.display()
            );
            if let Some(fragment) = fragment {
                let heads = anchors(&std::fs::read_to_string(&target).expect("the linked page"));
                assert!(
                    heads.contains(&fragment),
                    "{} links to {file}#{fragment}, a heading {} does not have",
                    page.display(),
                    target.display()
                );
            }
            checked += 1;
        }
    }
    // The README links to each page of docs/.
    let readme = std::fs::read_to_string(&pages[0]).expect("the README");
    for page in &pages[1..] {
        let name = page.file_name().and_then(|n| n.to_str()).expect("a name");
        assert!(
            readme.contains(&format!("](docs/{name})")),
            "the README does not link to docs/{name}"
        );
    }
    assert!(checked > pages.len(), "only {checked} links");
}

#[test]
fn the_map_of_the_tree_names_files_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let map = include_str!("../docs/architecture.md");
    let mut named = 0;
    for (i, quoted) in map.split('`').enumerate() {
        // Every second piece is inside backquotes; those that look like
        // a path of the tree must be one.
        let looks_like_path = ["src/", "www/", "js/", "scripts/", "tests/"]
            .iter()
            .any(|top| quoted.starts_with(top))
            && !quoted.contains(' ');
        if i % 2 == 1 && looks_like_path {
            let path = quoted.trim_end_matches('/');
            assert!(
                root.join(path).exists(),
                "docs/architecture.md names {quoted}, which does not exist"
            );
            named += 1;
        }
    }
    assert!(named > 40, "the map names the tree's files ({named} found)");
}
