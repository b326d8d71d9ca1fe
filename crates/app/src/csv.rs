//! CSV exports for the admin (RFC 4180), safe to open in a spreadsheet.
//!
//! A spreadsheet may split a line at a separator other than the comma (Excel in an Italian
//! locale splits at `;`) or at a line break inside a cell, so a quoted cell is not enough:
//! every cell is quoted, and a formula starter is defused wherever a cell could begin.

/// What a spreadsheet reads as the start of a formula (OWASP's list: `=`, `+`, `-`, `@`, a
/// tab and a carriage return).
const FORMULA_STARTERS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];
/// Where a spreadsheet may begin a new cell: any locale's separator, and a line break.
const CELL_STARTS_AFTER: [char; 5] = [',', ';', '\t', '\n', '\r'];

/// The cell quoted (RFC 4180), with a quote mark before every formula starter that begins the
/// cell, or follows a separator or line break inside it (spaces between are skipped over).
pub fn quoted(cell: &str) -> String {
    let mut out = String::with_capacity(cell.len() + 4);
    out.push('"');
    let mut cell_may_start = true;
    for c in cell.chars() {
        if cell_may_start && FORMULA_STARTERS.contains(&c) {
            out.push('\'');
        }
        if c == '"' {
            out.push_str("\"\"");
        } else {
            out.push(c);
        }
        cell_may_start = CELL_STARTS_AFTER.contains(&c) || (cell_may_start && c == ' ');
    }
    out.push('"');
    out
}

/// One CSV line of `cells`, each quoted and defused, ended by CRLF.
pub fn row<S: AsRef<str>>(cells: &[S]) -> String {
    let cells: Vec<String> = cells.iter().map(|cell| quoted(cell.as_ref())).collect();
    format!("{}\r\n", cells.join(","))
}

/// The header line: the column names as they are (plain identifiers, no quoting needed),
/// ended by CRLF.
pub fn header(names: &[&str]) -> String {
    debug_assert!(
        names
            .iter()
            .all(|name| name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')),
        "a column name is a plain identifier: {names:?}"
    );
    format!("{}\r\n", names.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_quoted_so_no_separator_of_any_locale_splits_it() {
        assert_eq!(quoted("Anna"), "\"Anna\"");
        assert_eq!(quoted(""), "\"\"");
        assert_eq!(quoted("a;b"), "\"a;b\"");
        assert_eq!(quoted("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(row(&["a", "b;c"]), "\"a\",\"b;c\"\r\n");
        assert_eq!(header(&["id", "received_at"]), "id,received_at\r\n");
    }

    #[test]
    fn a_formula_is_defused_wherever_a_cell_could_begin() {
        for (cell, written) in [
            ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
            ("+1", "\"'+1\""),
            ("-1", "\"'-1\""),
            ("@SUM(1)", "\"'@SUM(1)\""),
            ("\t=1", "\"'\t'=1\""),
            // Excel in an Italian locale splits at `;`; any spreadsheet at a line break.
            ("hello;=HYPERLINK(1)", "\"hello;'=HYPERLINK(1)\""),
            ("hello; =1", "\"hello; '=1\""),
            ("a,+1", "\"a,'+1\""),
            ("hi\n=HYPERLINK(1)", "\"hi\n'=HYPERLINK(1)\""),
            ("hi\r\n@x", "\"hi\r\n'@x\""),
            (
                "no formula = here - really",
                "\"no formula = here - really\"",
            ),
        ] {
            assert_eq!(quoted(cell), written, "{cell:?}");
        }
    }
}
