/** SPEC §3 "New article defaults". */
export function newArticleDraft() {
    return {
        listing_description: 'Description here',
        meta_description: '',
        meta_title: '',
        path: '',
        title: 'Your title here',
        title2: 'Your second title here',
        text: '<p>Content here</p>',
    };
}
export function draftFromArticle(article) {
    const { id, listing_description, meta_description, meta_title, path, text, title, title2 } = article;
    return { id, listing_description, meta_description, meta_title, path, text, title, title2 };
}
/** After a save the address becomes the list with an id query, which opens the article (§4). */
export function savedArticleAddress(id) {
    return `/piemonte-property-news?id=${id}`;
}
