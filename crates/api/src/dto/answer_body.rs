use bytes::Bytes;
use poem_openapi::types::ToJSON;

/// The body the API sends for `answer`, byte for byte: what an operation's `Json` payload
/// writes (`serde_json` over the `ToJSON` value). The site's first screens ship it as the
/// API's answer to the request the front end would make.
pub fn answer_body<T: ToJSON>(answer: &T) -> Bytes {
    serde_json::to_vec(&answer.to_json())
        .expect("a JSON value serialises")
        .into()
}
