//! The owner's report page behind the mailed link (`/owner-report/{token}`, issue 29): plain
//! HTML from the server in the owner's language, no script, one inline stylesheet
//! ([`REPORT_STYLE`], allowed by its hash) that prints on A4. Not indexed, never cached or
//! shared (`private, no-store`), no `Referer` carrying the token away. An unknown, revoked or
//! expired link answers 404.

use crate::owners::report_desk;
use crate::state::AppState;
use ::audience::owner::OwnerLanguage;
use ::audience::Origin;
use desk::owner_reports::{open_report, OwnerReport, WeekCount};
use domain::contact::{EMAIL as CONSULTANT_MAIL, OFFICE_PHONE};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use poem::http::{header, StatusCode};
use poem::web::{Data, Path};
use poem::{get, handler, EndpointExt, IntoResponse, Response, Route};

/// The report's stylesheet: screen and A4 print.
pub const REPORT_STYLE: &str = "body{font-family:Georgia,serif;color:#222;margin:0;background:#fff}\
main{max-width:48rem;margin:0 auto;padding:1.5rem}\
h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:1.6rem 0 .5rem;border-bottom:1px solid #ccc}\
.lead{color:#555;margin:0 0 1rem}\
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:1rem 0}\
.figures div{border:1px solid #ddd;padding:.6rem}.figures b{display:block;font-size:1.4rem}\
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #eee}\
td.n,th.n{text-align:right}svg{width:100%;height:auto;max-height:14rem}\
.bar{fill:#2a5d7a}.axis{stroke:#999}\
footer{margin-top:2rem;color:#666;font-size:.85rem}\
@page{size:A4;margin:15mm}\
@media print{main{max-width:none;padding:0}h2{break-after:avoid}table,svg,.figures{break-inside:avoid}}";

struct Words {
    lang: &'static str,
    title: &'static str,
    for_owner: &'static str,
    made_on: &'static str,
    period: &'static str,
    days_on_market: &'static str,
    not_listed: &'static str,
    visitors: &'static str,
    enquiries: &'static str,
    viewing_requests: &'static str,
    brochures: &'static str,
    alert_mails: &'static str,
    by_week: &'static str,
    week_of: &'static str,
    chart: &'static str,
    came_from: &'static str,
    no_visits: &'static str,
    viewings: &'static str,
    no_viewings: &'static str,
    attended: &'static str,
    not_attended: &'static str,
    awaiting: &'static str,
    interest: &'static str,
    prices: &'static str,
    no_price_changes: &'static str,
    privacy: &'static str,
    see_listing: &'static str,
    questions: &'static str,
    origins: [(Origin, &'static str); 7],
}

const ENGLISH: Words = Words {
    lang: "en",
    title: "Your home's report",
    for_owner: "Prepared for",
    made_on: "Report of",
    period: "Last 90 days, from",
    days_on_market: "Days on the market",
    not_listed: "not yet listed",
    visitors: "Visitors",
    enquiries: "Enquiries",
    viewing_requests: "Viewing requests",
    brochures: "Visitors who printed the brochure",
    alert_mails: "Sent to buyers' saved searches",
    by_week: "Visitors by week",
    week_of: "Week of",
    chart: "Bar chart of the visitors of each week",
    came_from: "Where visitors came from",
    no_visits: "No visits counted in these 90 days yet.",
    viewings: "Viewings",
    no_viewings: "No viewings yet.",
    attended: "took place",
    not_attended: "did not take place",
    awaiting: "notes to follow",
    interest: "interest",
    prices: "Price changes",
    no_price_changes: "The price has not changed.",
    privacy: "Each visitor is counted once a day, without cookies and without keeping anyone's address; no buyer's personal details appear in this report.",
    see_listing: "See the listing as buyers see it",
    questions: "Questions about these figures? Call the consultant on",
    origins: [
        (Origin::Portal, "Property portals"),
        (Origin::Search, "Search engines"),
        (Origin::Social, "Social media"),
        (Origin::Link, "Links on other sites"),
        (Origin::Newsletter, "Newsletter"),
        (Origin::Alert, "Saved-search alerts"),
        (Origin::Direct, "Direct (typed, bookmarks, apps)"),
    ],
};

const ITALIAN: Words = Words {
    lang: "it",
    title: "Il rapporto sulla sua casa",
    for_owner: "Preparato per",
    made_on: "Rapporto del",
    period: "Ultimi 90 giorni, dal",
    days_on_market: "Giorni sul mercato",
    not_listed: "non ancora pubblicata",
    visitors: "Visitatori",
    enquiries: "Richieste di informazioni",
    viewing_requests: "Richieste di visita",
    brochures: "Visitatori che hanno stampato la scheda",
    alert_mails: "Inviata alle ricerche salvate degli acquirenti",
    by_week: "Visitatori per settimana",
    week_of: "Settimana dal",
    chart: "Grafico a barre dei visitatori di ogni settimana",
    came_from: "Da dove arrivano i visitatori",
    no_visits: "Nessuna visita registrata in questi 90 giorni.",
    viewings: "Visite in loco",
    no_viewings: "Nessuna visita in loco finora.",
    attended: "effettuata",
    not_attended: "non effettuata",
    awaiting: "note in arrivo",
    interest: "interesse",
    prices: "Variazioni di prezzo",
    no_price_changes: "Il prezzo non è cambiato.",
    privacy: "Ogni visitatore è contato una volta al giorno, senza cookie e senza conservare l'indirizzo di nessuno; in questo rapporto non compaiono dati personali degli acquirenti.",
    see_listing: "Veda l'annuncio come lo vedono gli acquirenti",
    questions: "Domande su questi dati? Chiami la consulente al",
    origins: [
        (Origin::Portal, "Portali immobiliari"),
        (Origin::Search, "Motori di ricerca"),
        (Origin::Social, "Social network"),
        (Origin::Link, "Link da altri siti"),
        (Origin::Newsletter, "Newsletter"),
        (Origin::Alert, "Avvisi di ricerca salvata"),
        (Origin::Direct, "Accesso diretto (digitato, segnalibri, app)"),
    ],
};

fn words(language: OwnerLanguage) -> &'static Words {
    match language {
        OwnerLanguage::English => &ENGLISH,
        OwnerLanguage::Italian => &ITALIAN,
    }
}

fn date(day: chrono::NaiveDate) -> String {
    day.format("%d/%m/%Y").to_string()
}

/// A price as the owner reads it: `€650,000` in English, `€ 650.000` in Italian; 0 is
/// "please call", which has no amount.
fn euros(amount: u64, language: OwnerLanguage) -> String {
    if amount == 0 {
        return "—".to_owned();
    }
    let (separator, prefix) = match language {
        OwnerLanguage::English => (',', "€"),
        OwnerLanguage::Italian => ('.', "€ "),
    };
    let digits = amount.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(separator);
        }
        grouped.push(digit);
    }
    format!("{prefix}{grouped}")
}

/// Weekly visitors as bars, scaled to the busiest week.
fn chart(weeks: &[WeekCount], words: &Words) -> Markup {
    const WIDTH: f64 = 640.0;
    const HEIGHT: f64 = 200.0;
    let top = weeks
        .iter()
        .map(|week| week.visitors)
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let slot = WIDTH / weeks.len().max(1) as f64;
    let y = |value: u64| HEIGHT - (value as f64 / top) * (HEIGHT - 10.0);
    html! {
        svg viewBox=(format!("0 0 {WIDTH} {}", HEIGHT + 2.0)) role="img" aria-label=(words.chart) {
            @for (index, week) in weeks.iter().enumerate() {
                rect class="bar" x=(format!("{:.1}", slot * index as f64 + slot * 0.15))
                    y=(format!("{:.1}", y(week.visitors))) width=(format!("{:.1}", slot * 0.7))
                    height=(format!("{:.1}", HEIGHT - y(week.visitors))) {}
            }
            line class="axis" x1="0" y1=(HEIGHT) x2=(WIDTH) y2=(HEIGHT) {}
        }
    }
}

/// The report as a page.
pub fn report_page(report: &OwnerReport) -> String {
    let words = words(report.language);
    let figures = [
        (words.visitors, report.visitors),
        (words.enquiries, report.enquiries),
        (words.viewing_requests, report.viewing_requests),
        (words.brochures, report.brochure_prints),
        (words.alert_mails, report.alert_matches),
    ];
    html! {
        (DOCTYPE)
        html lang=(words.lang) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex, nofollow";
                meta name="referrer" content="no-referrer";
                title { (words.title) " — " (report.title) " | Langhe Property" }
                style { (PreEscaped(REPORT_STYLE)) }
            }
            body {
                main {
                    p class="lead" { "Langhe Property · " (words.made_on) " " (date(report.made_on)) }
                    h1 { (report.title) " (" (report.reference) ")" }
                    p class="lead" { (words.for_owner) " " (report.owner_name) ". " (words.period) " " (date(report.from)) "." }
                    p { a href=(report.listing_url) { (words.see_listing) } }
                    div class="figures" {
                        div {
                            (words.days_on_market)
                            b { @match report.days_on_market { Some(days) => (days), None => (words.not_listed) } }
                        }
                        @for (label, value) in figures { div { (label) b { (value) } } }
                    }
                    h2 { (words.by_week) }
                    @if report.visitors == 0 {
                        p { (words.no_visits) }
                    } @else {
                        (chart(&report.weeks, words))
                        table {
                            thead { tr { th { (words.week_of) } th class="n" { (words.visitors) } } }
                            tbody {
                                @for week in &report.weeks {
                                    tr { td { (date(week.from)) } td class="n" { (week.visitors) } }
                                }
                            }
                        }
                    }
                    h2 { (words.came_from) }
                    @if report.origins.is_empty() {
                        p { (words.no_visits) }
                    } @else {
                        table {
                            tbody {
                                @for (origin, visitors) in &report.origins {
                                    @let label = words.origins.iter().find(|(o, _)| o == origin).map_or(origin.name(), |(_, label)| *label);
                                    tr { td { (label) } td class="n" { (visitors) } }
                                }
                            }
                        }
                    }
                    h2 { (words.viewings) }
                    @if report.viewings.is_empty() {
                        p { (words.no_viewings) }
                    } @else {
                        table {
                            tbody {
                                @for viewing in &report.viewings {
                                    tr {
                                        td { (date(viewing.day)) }
                                        td {
                                            @match viewing.attended {
                                                Some(true) => (words.attended),
                                                Some(false) => (words.not_attended),
                                                None => (words.awaiting),
                                            }
                                            @if let Some(interest) = viewing.interest { " · " (words.interest) " " (interest) "/5" }
                                        }
                                        td { (viewing.feedback) }
                                    }
                                }
                            }
                        }
                    }
                    h2 { (words.prices) }
                    @if report.price_moves.is_empty() {
                        p { (words.no_price_changes) }
                    } @else {
                        table {
                            tbody {
                                @for change in &report.price_moves {
                                    tr { td { (date(change.on)) } td class="n" { (euros(change.from, report.language)) " → " (euros(change.to, report.language)) } }
                                }
                            }
                        }
                    }
                    footer {
                        p {
                            (words.questions) " "
                            a href={ "tel:" (OFFICE_PHONE.replace(' ', "")) } { (OFFICE_PHONE) }
                            " · " a href={ "mailto:" (CONSULTANT_MAIL) } { (CONSULTANT_MAIL) } "."
                        }
                        p { (words.privacy) }
                    }
                }
            }
        }
    }
    .into_string()
}

const NOT_FOUND_PAGE: &str = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex\"><title>Report not found | Langhe Property</title></head><body><main><h1>Langhe Property</h1><p>This report link is not valid any more. Please ask for a new one.</p><p lang=\"it\">Questo link al rapporto non è più valido: ne chieda uno nuovo.</p></main></body></html>";

fn private(response: Response) -> Response {
    response
        .with_header(header::CACHE_CONTROL, "private, no-store")
        .with_header("X-Robots-Tag", "noindex, nofollow")
        .with_header(header::REFERRER_POLICY, "no-referrer")
        .into_response()
}

#[handler]
async fn show(state: Data<&AppState>, Path(token): Path<String>) -> Response {
    match open_report(&report_desk(&state), &token).await {
        Ok(Some(report)) => private(
            report_page(&report)
                .with_content_type("text/html; charset=utf-8")
                .into_response(),
        ),
        Ok(None) => private(
            NOT_FOUND_PAGE
                .with_content_type("text/html; charset=utf-8")
                .with_status(StatusCode::NOT_FOUND)
                .into_response(),
        ),
        Err(error) => {
            tracing::error!(error = format!("{error:#}"), "owner report failed");
            private(StatusCode::INTERNAL_SERVER_ERROR.into_response())
        }
    }
}

/// `/:token`, to be nested at `desk::owner_reports::REPORT_PATH`.
pub fn routes(state: AppState) -> impl poem::Endpoint {
    Route::new().at("/:token", get(show)).data(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_are_written_as_each_language_writes_them() {
        assert_eq!(euros(1_250_000, OwnerLanguage::English), "€1,250,000");
        assert_eq!(euros(650_000, OwnerLanguage::Italian), "€ 650.000");
        assert_eq!(euros(0, OwnerLanguage::Italian), "—");
    }
}
