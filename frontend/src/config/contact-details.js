/** The consultant's public business details, shown in the footer and on contact pages. */
export const CONTACT_DETAILS = {
    businessName: 'Langhe Property',
    consultant: 'Stefano Rinaldi',
    street: 'Via Vittorio Emanuele II, 18',
    postcodeTown: '12051 Alba (CN)',
    country: 'Italy',
    countryIt: 'Italia',
    phoneDisplay: '+39 0173 441 286',
    phoneHref: 'tel:+390173441286',
    mobileDisplay: '+39 347 812 5530',
    mobileHref: 'tel:+393478125530',
    email: 'info@langhe-property.com',
    vatNumber: '03817260042',
    videoChannelUrl: 'https://www.youtube.com/@langheproperty',
};
export const SOCIAL_LINKS = [
    { name: 'Facebook', href: 'https://www.facebook.com/langheproperty', icon: 'facebook' },
    { name: 'Instagram', href: 'https://www.instagram.com/langheproperty', icon: 'instagram' },
    { name: 'YouTube', href: CONTACT_DETAILS.videoChannelUrl, icon: 'youtube' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/langhe-property', icon: 'linkedin' },
];
