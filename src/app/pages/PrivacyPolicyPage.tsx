import { brand, brandName } from '../../shared/brand.ts';
import { imageRetentionDays, previewImageRetentionDays, unpaidDesignRetentionDays } from '../../shared/business.ts';
import { sharedDesignRetentionDays } from '../../shared/sharedDesign.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const mailto = `mailto:${brand.contactEmail}`;

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <PageShell mainClassName="prose">
      <h1>Privacy Policy</h1>
      <p className="prose__lead">
        {brandName} lets you design a phone case without an account. This policy explains what we
        keep, where we keep it and for how long.
      </p>

      <h2>What stays in your browser</h2>
      <ul>
        <li>
          <strong>Your choices:</strong> the phone model, the case finish and your editor settings
          (background color, ghost settings) are saved in your browser’s local storage.
        </li>
        <li>
          <strong>Your photos and your design</strong> are kept in your browser’s storage on this
          device. They are not uploaded while you design.
        </li>
        <li>
          <strong>A random visitor id</strong>, created by your browser, lets us tell your previews
          and orders apart. It is not linked to your name.
        </li>
        <li>
          <strong>A copy of the store itself</strong>, so you can design without a connection: after
          your first visit your browser keeps the store’s pages and code, the fonts, the phone
          templates and the list of phone models in its cache on this device. It holds nothing
          about you, and nothing more is sent to us because of it; adding the store to your Home
          Screen keeps the same copy.
        </li>
        <li>
          <strong>HEIC photos you add while offline</strong> wait in your browser’s storage until you
          are back online; they are then sent to us to be converted, as below, and removed from
          that waiting place.
        </li>
      </ul>
      <p>
        You can remove all of this at any time by clearing this site’s data in your browser’s
        settings.
      </p>

      <h2>What our server receives and keeps</h2>
      <ul>
        <li>
          <strong>Previews:</strong> when you ask for a preview, an image of your design is sent to
          us to make the mockup picture, which we delete after {previewImageRetentionDays} days.
        </li>
        <li>
          <strong>Shared designs:</strong> when you press Share, your design and every picture it uses
          are sent to us and kept under a random link that only you hold, so you can open the design on
          another device. Anyone you give the link to can see the design and its pictures. We never list
          shared designs, and delete them {sharedDesignRetentionDays} days after you shared them.
        </li>
        <li>
          <strong>HEIC photos</strong> (the iPhone photo format) are sent to us only to be converted
          into a format your browser can show, and are sent straight back.
        </li>
        <li>
          <strong>Orders:</strong> when you check out we keep the print file of your design, the
          model and finish, the amount paid, and the name, shipping address and e-mail
          address you give at checkout.
        </li>
        <li>
          <strong>One cookie</strong> holding a random id, so we can recognise your browser across
          previews and checkout, for example to limit how often previews are made. We use no
          advertising or tracking cookies.
        </li>
        <li>
          <strong>Technical logs</strong>, such as the address a request came from, to keep the
          store running and safe.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        Order images (your design and its print file) are kept no longer than {imageRetentionDays} days
        after your order is completed, and are then deleted. The design of a checkout that was never
        paid is deleted {unpaidDesignRetentionDays} days after it was started. Order records (what was bought, the
        amount and the shipping address) are kept only as long as accounting and tax rules require.
        A shared design and its pictures are deleted {sharedDesignRetentionDays} days after it was
        shared; its link then shows that it has expired.
      </p>

      <h2>Payment</h2>
      <p>
        Card payments are handled by our card payment provider, Stripe. Your card details go
        straight to them: we never see or store your card number.
      </p>

      <h2>Printing and shipping</h2>
      <p>
        Our print partner receives the print file and your shipping address so that it can make your
        case and send it to you. It uses them for nothing else.
      </p>

      <h2>Error reports</h2>
      <p>
        If the store reports a technical error to us, the report describes the error and the page,
        never your photos, your name, your address or other personal data.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of the data we hold about an order, or ask us to delete it, at any
        time. We never sell your data.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about your privacy? Write to us at <a href={mailto}>{brand.contactEmail}</a>.
      </p>
    </PageShell>
  );
}
