import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MailIcon } from '../../../components/icons/icons';
import card from '../../../components/ui/card.module.css';
import kit from '../../../components/ui/public-blocks.module.css';
import blocks from '../../../components/ui/site-blocks.module.css';
import { IconBadge } from '../../../components/ui/site-icon-badge';
import { textOf } from '../../../components/ui/site-text';
import styles from '../components/contact.module.css';
import { ContactForm } from '../components/contact-form';
import { ClockIcon, MapPinIcon, NavigationIcon, PhoneIcon } from '../components/icons';
import { MapIllustration } from '../components/map-illustration';
import marketing from '../components/marketing.module.css';
import { MarketingHero } from '../components/marketing-hero';
import { PlaceholderAction } from '../components/placeholder-action';

/** Static contact details (spec part 1 §2: support and info addresses and phones are static content). */
const channels = [
  { title: msg`Learner support`, email: 'support@academy.example', phone: '+91 80 4718 2200' },
  { title: msg`Admissions & general enquiries`, email: 'info@academy.example', phone: '+91 80 4718 2201' },
] as const;

const offices = [
  {
    city: 'Bengaluru',
    label: msg`Head office`,
    address: '4th Floor, Prestige Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560103',
    phone: '+91 80 4718 2200',
  },
  {
    city: 'Hyderabad',
    label: msg`Hiring & events`,
    address: 'Level 6, Cyber Towers, HITEC City, Madhapur, Hyderabad, Telangana 500081',
    phone: '+91 40 6612 3400',
  },
  {
    city: 'Delhi NCR',
    label: msg`Partnerships`,
    address: 'Tower B, 9th Floor, DLF Cyber City, Phase 2, Gurugram, Haryana 122002',
    phone: '+91 124 450 7800',
  },
] as const;

const DIRECTIONS_NOTE = msg`For directions, open the address above in your maps app.`;
const MAP_NOTE = msg`Our three offices and their addresses are listed below.`;

/** A line of contact details after its icon. */
function DetailRow({ icon: Icon, children }: { icon: typeof MailIcon; children: ReactNode }) {
  return (
    <p className={`${styles.detailRow} ${textOf('muted', 'wrap')}`}>
      <Icon className={blocks.lineIcon} />
      <span>{children}</span>
    </p>
  );
}

/** Contact (spec part 1 §2, §4, §5, §8; office hours from part 2 §9). */
export default function ContactPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <MarketingHero
        name={t`Contact us`}
        accent="blue"
        title={t`We'd love to hear from you`}
        lead={t`Questions about a programme, fees, placements or a partnership? Send us a message and our team will reply.`}
      />

      <div className={`container ${styles.layout}`}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={textOf('2xl')}>
            <Trans>Send us a message</Trans>
          </h2>
          <p className={`${styles.cardLead} ${textOf('muted')}`}>
            <Trans>We usually reply within 4 hours.</Trans>
          </p>
          <ContactForm />
        </section>

        <aside className={`${kit.stack} ${styles.details}`} aria-label={t`Contact details`}>
          {channels.map((channel) => (
            <section key={channel.email} className={blocks.card} aria-label={i18n._(channel.title)}>
              <h2 className={card.title}>{i18n._(channel.title)}</h2>
              <DetailRow icon={MailIcon}>{channel.email}</DetailRow>
              <DetailRow icon={PhoneIcon}>{channel.phone}</DetailRow>
            </section>
          ))}
          <section className={`${blocks.card} ${styles.hoursCard}`} aria-labelledby="office-hours-title">
            <div className={kit.person}>
              <IconBadge tone="amber">
                <ClockIcon />
              </IconBadge>
              <h2 id="office-hours-title" className={card.title}>
                <Trans>Office hours</Trans>
              </h2>
            </div>
            <p>
              <Trans>Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM</Trans>
            </p>
            <p className={textOf('sm', 'muted')}>
              <Trans>Closed on Sundays and national holidays.</Trans>
            </p>
          </section>
        </aside>
      </div>

      <section className={marketing.section} aria-labelledby="offices-title">
        <div className="container">
          <h2 id="offices-title" className={`${styles.sectionTitle} ${textOf('3xl')}`}>
            <Trans>Our offices</Trans>
          </h2>
          <div className={styles.mapCard}>
            <MapIllustration className={styles.map} />
            <div className={styles.mapOverlay}>
              <p className={`${kit.inline} ${textOf('semibold')}`}>
                <MapPinIcon className={blocks.lineIcon} />
                Bengaluru · Hyderabad · Delhi NCR
              </p>
              <PlaceholderAction label={t`View on Google Maps`} note={i18n._(MAP_NOTE)} variant="primary" />
            </div>
          </div>
          <ul className={styles.offices}>
            {offices.map((office) => {
              const { city } = office;
              return (
                <li key={office.city} className={blocks.card}>
                  <div>
                    <p className={`${styles.officeLabel} ${textOf('xs', 'bold', 'subtle', 'uppercase')}`}>
                      {i18n._(office.label)}
                    </p>
                    <h3 className={textOf('xl')}>{office.city}</h3>
                  </div>
                  <DetailRow icon={MapPinIcon}>{office.address}</DetailRow>
                  <DetailRow icon={PhoneIcon}>{office.phone}</DetailRow>
                  <div className={styles.officeAction}>
                    <PlaceholderAction
                      label={t`Get Directions`}
                      accessibleLabel={t`Get Directions to the ${city} office`}
                      note={i18n._(DIRECTIONS_NOTE)}
                      icon={<NavigationIcon />}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
