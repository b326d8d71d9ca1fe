import { SmartLink } from '@/components/SmartLink';
import { CONTACT_DETAILS as us } from '@/config/contact-details';
import { paths } from '@/config/paths';
import { CookieChoiceControl, PrivacyPolicyPage, ProcessorList, usesHostedCaptcha, type PolicyFacts, type PrivacyPolicyContent } from './PrivacyPolicyPage';

const mail = <a href={`mailto:${us.email}`}>{us.email}</a>;

function EnglishPolicy({ facts }: { facts: PolicyFacts }) {
  return (
    <>
      <p>
        This page tells you, as articles 13 and 14 of the EU General Data Protection Regulation (GDPR) require, who keeps the personal data you give this site, why, on
        what legal basis, for how long, who else receives it, and what you can do about it. It also describes the one cookie the site sets. Last updated: 28 November 2026.
      </p>

      <h2 id="controller">Who is responsible for your data</h2>
      <p>
        The data controller is {us.consultant}, trading as {us.businessName}, {us.street}, {us.postcodeTown}, {us.country} (VAT number {us.vatNumber}). E-mail: {mail},
        telephone <a href={us.phoneHref}>{us.phoneDisplay}</a>. Write to this address about anything concerning your data.
      </p>

      <h2 id="forms">What each form collects, why, and on what basis</h2>
      <h3>Property enquiry (on every property page)</h3>
      <p>
        Your name, the property’s reference number, your e-mail address and your message, to answer your question about that property and, if you wish, arrange a viewing.
        Legal basis: steps taken at your request before a possible contract (art. 6(1)(b) GDPR).
      </p>
      <h3>Contact forms (English and Italian contact pages)</h3>
      <p>
        Your name, your e-mail address and your message, to answer you. Legal basis: steps at your request before a contract when you write about buying or selling
        (art. 6(1)(b)); otherwise our legitimate interest in answering the messages we receive (art. 6(1)(f)).
      </p>
      <h3>Consultancy request</h3>
      <p>
        Your name, your e-mail address, the date and time you prefer, and what you tell us about the home you are looking for, your timeline and budget, and anything else,
        to arrange and prepare the consultation you book. Legal basis: the contract you ask for (art. 6(1)(b)).
      </p>
      <h3>Newsletter</h3>
      <p>
        Your e-mail address and the time you agreed, to send you our newsletter. Legal basis: your consent (art. 6(1)(a)), given by ticking the box and confirmed through the
        link we e-mail you.
      </p>
      <h3>Saved-search alerts (on the list of homes)</h3>
      <p>
        Your e-mail address, the search you save (area, kind of home, price range and the other filters) and the time you agreed, to e-mail you new homes that match it. Legal
        basis: your consent (art. 6(1)(a)), confirmed through the link we e-mail you.
      </p>
      <h3>Owners who sell through us</h3>
      <p>
        If we market your home, we record your name, e-mail address and the language you read, and whether you want our report every month, to send you the report on
        how your home is seen: visits week by week, where visitors came from, enquiries, viewings and price changes, with no buyer’s personal data. Legal basis: the
        contract you have with us to sell your home (art. 6(1)(b)). These details are never shown on the site. Each report reaches you as a private link that works for 30
        days; we can close it sooner.
      </p>
      <h3>With every form</h3>
      <p>
        Each message is stored with a keyed hash of your IP address, never the address itself, so that we can spot abuse from one connection; legal basis: our legitimate
        interest in keeping the forms free of spam (art. 6(1)(f)).{' '}
        {usesHostedCaptcha(facts)
          ? 'The forms’ spam check is a hosted service, listed below under “Who else receives your data”.'
          : 'The forms’ spam check runs in your browser and sends nothing to anyone else.'}
      </p>
      <p>
        Giving us your data is up to you, but without a name and an e-mail address we cannot answer you. We make no automated decisions about you and build no profiles.
      </p>

      <h2 id="retention">How long we keep it</h2>
      <ul>
        <li>
          <strong>Messages from the forms</strong> (enquiries, contact and consultancy requests) are stored in the site’s database, our inbox, and e-mailed to us from there
          (the site’s outbox). We keep them while we deal with your request and any purchase or sale that follows, and erase them when you ask us to.
        </li>
        <li data-lead-retention="">
          <strong>Requests that led nowhere</strong> (marked as lost, or as spam) are anonymised by the site{' '}
          {`${facts.leadRetentionMonths} ${facts.leadRetentionMonths === 1 ? 'month' : 'months'}`} after the last thing that happened on them (your message, our reply or note, a change of their status):
          your name, e-mail address, phone number and words are removed from the request, from a viewing request and from our notes and replies about it. What is left
          (the kind of request, the property, the dates and its status) says nothing about you and only feeds our statistics.
        </li>
        <li>
          <strong>The e-mails we send you</strong> (confirmation links, alerts) stay in the same outbox as a record of what was sent, without the secrets of their links.
        </li>
        <li>
          <strong>Sign-ups you do not confirm</strong> (newsletter or alert) expire 72 hours after you sign up and are then deleted.
        </li>
        <li>
          <strong>The newsletter</strong>: until you unsubscribe, with one click in any newsletter. We then keep your address marked as unsubscribed, with the dates you
          agreed and left, as proof of your consent and so that no newsletter reaches you again; ask us and we erase it completely.
        </li>
        <li>
          <strong>Saved-search alerts</strong>: until you delete the alert, through the link in every alert e-mail; that removes the alert and everything linked to it at once.
        </li>
        <li>
          <strong>Owners’ details</strong>: while your home is on our books; they are deleted with its listing, or earlier when you ask us to.
        </li>
        <li>
          <strong>The links in our e-mails</strong> are stored only as a one-way hash, never in clear.
        </li>
        <li>
          <strong>Staff sign-ins</strong> (the consultant and her colleagues only): for each signed-in device, the kind of browser and system (for example “Firefox on
          Windows”), when it signed in and when it was last used, so that she can see her signed-in devices and sign any of them out. The record is deleted when the device
          signs out or is signed out from that list; a session that has run out (after 12 hours, or 30 days with “Keep me signed in”) is deleted at the next sign-in.
        </li>
        <li>
          {facts.backupDays === null ? (
            <>
              <strong>Backups</strong> of the database, when we make them, are copies of everything above; we keep them only as long as we need them to restore the site.
            </>
          ) : (
            <>
              <strong>Backups</strong>: the site copies its whole database regularly, so the data above is also in its backups, and deletes each copy after at most{' '}
              {facts.backupDays} {facts.backupDays === 1 ? 'day' : 'days'}. Data erased from the site is gone from the backups once the last copy that held it is deleted.
            </>
          )}
        </li>
        <li>
          <strong>Server logs</strong>: for each request the server writes the address asked for, your IP address, the answer’s status and how long it took. They are used only
          to keep the site working and secure, and are deleted by our hosting’s log rotation.
        </li>
      </ul>

      <h2 id="cookies">Cookies and what the site stores in your browser</h2>
      <ul>
        <li>
          <strong>cookie-consent</strong>: a cookie of this site that records whether you accepted or refused YouTube’s cookies, so we do not ask again; it lasts 12 months.
          It is needed for the site to respect your choice, so it needs no consent. The same choice, and the version of the site you last loaded (so that a new version
          reloads cleanly), are kept in your browser’s local storage.
        </li>
        <li>
          <strong>currency</strong>: when you pick a currency to see prices in as well as euro (pounds, dollars, francs, crowns), your pick is kept in your browser’s local
          storage so that the next pages and visits show it too. It is stored only because you asked for it, never sent to us, and removed when you pick euro again. The
          exchange rates come from this site’s server (the European Central Bank’s published reference rates): your browser asks no one else for them.
        </li>
        <li>
          <strong>shortlist</strong>: the homes you keep with the heart are listed, by reference number only, in your browser’s local storage, because you asked for it; no
          cookie and no account. Nothing of it reaches us unless you send an enquiry about them or share its link. Remove the homes, or clear this site’s data in your
          browser, to delete it.
        </li>
        <li>We use no analytics and no advertising cookies: the visit statistics described below work without any.</li>
        <li>
          <strong>Videos</strong> come from YouTube, which sets its own cookies: they load only after you accept, in the banner or on a video. You can change your choice here at
          any time:
        </li>
      </ul>
      <CookieChoiceControl language="en" />

      <h2 id="statistics">Visit statistics</h2>
      <p>To learn which homes and pages interest visitors, the site counts:</p>
      <ul>
        <li>
          the pages viewed, with the site that sent you (only the domain of the page address your browser gives as the referrer, such as “google.com”) and the campaign a
          link names (its utm_ tags);
        </li>
        <li>brochures printed from a property page;</li>
        <li>enquiries and viewing requests sent;</li>
        <li>clicks on the links in saved-search alert e-mails;</li>
        <li>searches of the list of homes that found nothing (the filters chosen).</li>
      </ul>
      <p>
        <strong>How</strong>: without cookies, without storing anything in your browser, and without any third party: this site’s own server does the counting. To tell
        one day’s visitors apart, it keeps a keyed hash of a random salt drawn for that day, the site, the network part of your IP address (the address with its last part
        removed) and your browser’s name and major version (for example “Firefox 133”); your IP address itself is not stored. Each day’s salt is deleted after two days, so
        that nobody, us included, can tie a count back to a person, nor recognise the same visitor from one day to the next. A home’s figures count each visitor at most
        once a day.
      </p>
      <p>
        <strong>For how long</strong>: the individual hits are kept for two days (the day they are made and the next); after that only each page’s daily totals remain. Robots, crawlers and other automated tools
        are not counted.
      </p>
      <p>
        Legal basis: our legitimate interest in knowing how the site is used, so as to improve it and the way homes are presented (art. 6(1)(f)). As nothing is stored in or
        read from your device, these statistics need no consent, and no cookie banner asks for it.
      </p>

      <h2 id="recipients">Who else receives your data</h2>
      <p>
        We do not sell or pass on your data. The companies below handle it on our behalf, each only for the purpose described; the server itself runs at a hosting provider
        that stores the site’s data for us. Some of them are based in the United States: transfers there rely on the EU–US Data Privacy Framework or on the European
        Commission’s standard contractual clauses.
      </p>
      <ProcessorList processors={facts.processors} />

      <h2 id="rights">Your rights</h2>
      <p>You have the right to:</p>
      <ul>
        <li>access the data we hold about you and get a copy (art. 15 GDPR);</li>
        <li>have it corrected (art. 16);</li>
        <li>have it erased (art. 17);</li>
        <li>have its use restricted (art. 18);</li>
        <li>receive it in a structured, machine-readable format, or have it sent to someone else (portability, art. 20);</li>
        <li>object to its use based on our legitimate interest (art. 21);</li>
        <li>withdraw your consent at any time, without affecting what was done before (art. 7(3)): unsubscribe, delete an alert, or change your cookie choice above.</li>
      </ul>
      <p>
        To exercise them, write to {mail}. We answer within one month. You can also <SmartLink href={paths.contact}>contact us through the site</SmartLink>.
      </p>

      <h2 id="authority">Complaints</h2>
      <p>
        If you think we handle your data unlawfully, you can complain to the Italian supervisory authority, the Garante per la protezione dei dati personali, Piazza Venezia 11,
        00187 Roma, <a href="https://www.garanteprivacy.it/">www.garanteprivacy.it</a>, or to the authority of the EU country where you live or work.
      </p>
      <p lang="it">
        <SmartLink href={paths.it.privacyPolicy} hrefLang="it">
          Informativa in italiano
        </SmartLink>
      </p>
    </>
  );
}

const ENGLISH: PrivacyPolicyContent = {
  language: 'en',
  path: paths.privacyPolicy,
  heading: 'Privacy and cookie policy',
  lead: 'What we do with the details you send us, and the choices you have.',
  Body: EnglishPolicy,
};

export function EnglishPrivacyPolicyPage() {
  return <PrivacyPolicyPage content={ENGLISH} />;
}
