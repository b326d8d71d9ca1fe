//! CSV exports for the admin (RFC 4180), safe to open in a spreadsheet.

/// RFC 4180 quoting, and a leading quote mark for cells a spreadsheet would run as formulas.
pub fn quoted(cell: &str) -> String {
    let cell = if cell.starts_with(['=', '+', '-', '@']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    };
    if cell.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", cell.replace('"', "\"\""))
    } else {
        cell
    }
}

/// One CSV line of `cells`, each quoted, ended by CRLF.
pub fn row<S: AsRef<str>>(cells: &[S]) -> String {
    let cells: Vec<String> = cells.iter().map(|cell| quoted(cell.as_ref())).collect();
    format!("{}\r\n", cells.join(","))
}
