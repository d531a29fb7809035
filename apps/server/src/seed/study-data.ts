import type { Language, StudyContent } from '@portal/contract';

/** The demo study's texts (SPEC.md section 2, research study steps 0 to 3), per language. */
export const SEED_STUDY: Record<Language, StudyContent> = {
  en: {
    Language: 'en',
    Steps: [
      {
        Title: 'You Are Invited to a Research Study',
        Intro:
          'We are studying how at-home COVID-19 and flu tests can help people get care sooner. Your test results and health records could help.',
        Sections: [
          {
            Heading: 'Learn More',
            Paragraphs: [
              'Taking part is voluntary and free. You can stop at any time, and your care does not change whatever you decide.',
            ],
            Bullets: [],
          },
          {
            Heading: 'How It Works',
            Paragraphs: [],
            Bullets: [
              'You sign an informed consent.',
              'With your permission we retrieve your health records.',
              'A study coordinator talks with you about the next steps.',
            ],
          },
          {
            Heading: 'Your Privacy',
            Paragraphs: [],
            Bullets: [
              'Anonymity: researchers see your data without your name or contact details.',
              'Encryption: your data is encrypted in transit and at rest.',
              'Limited access: only the study team can see study data, and every access is recorded.',
            ],
          },
        ],
      },
      {
        Title: "Let's Get Started",
        Intro: 'The study takes a few minutes of your time today and a short call with a study coordinator.',
        Sections: [
          {
            Heading: 'What you need',
            Paragraphs: [],
            Bullets: ['A few minutes to read the consent.', 'A finger, pen or mouse to sign it.'],
          },
        ],
      },
      {
        Title: 'Data Gathering',
        Intro: 'With your consent we gather your rapid test results and your health records.',
        Sections: [
          {
            Heading: 'What we gather',
            Paragraphs: [],
            Bullets: ['Your test results.', 'Your health records, retrieved with your permission.'],
          },
        ],
      },
      {
        Title: 'Privacy is Key',
        Intro:
          'Your data is used only for this study. You can withdraw your consent at any time from Records, and from then on the study receives no new data from you.',
        Sections: [],
      },
    ],
  },
  es: {
    Language: 'es',
    Steps: [
      {
        Title: 'Está invitado a un estudio de investigación',
        Intro:
          'Estudiamos cómo las pruebas caseras de COVID-19 y gripe pueden ayudar a recibir atención antes. Sus resultados y su historial médico pueden ayudar.',
        Sections: [
          {
            Heading: 'Más información',
            Paragraphs: [
              'Participar es voluntario y gratuito. Puede dejarlo en cualquier momento y su atención no cambia, decida lo que decida.',
            ],
            Bullets: [],
          },
          {
            Heading: 'Cómo funciona',
            Paragraphs: [],
            Bullets: [
              'Usted firma un consentimiento informado.',
              'Con su permiso obtenemos su historial médico.',
              'Un coordinador del estudio habla con usted sobre los siguientes pasos.',
            ],
          },
          {
            Heading: 'Su privacidad',
            Paragraphs: [],
            Bullets: [
              'Anonimato: los investigadores ven sus datos sin su nombre ni sus datos de contacto.',
              'Cifrado: sus datos están cifrados en tránsito y en reposo.',
              'Acceso limitado: solo el equipo del estudio ve los datos, y cada acceso queda registrado.',
            ],
          },
        ],
      },
      {
        Title: 'Comencemos',
        Intro: 'El estudio le lleva unos minutos hoy y una breve llamada con un coordinador del estudio.',
        Sections: [
          {
            Heading: 'Lo que necesita',
            Paragraphs: [],
            Bullets: [
              'Unos minutos para leer el consentimiento.',
              'Un dedo, un lápiz o un ratón para firmarlo.',
            ],
          },
        ],
      },
      {
        Title: 'Recopilación de datos',
        Intro:
          'Con su consentimiento recopilamos los resultados de sus pruebas rápidas y su historial médico.',
        Sections: [
          {
            Heading: 'Lo que recopilamos',
            Paragraphs: [],
            Bullets: ['Los resultados de sus pruebas.', 'Su historial médico, obtenido con su permiso.'],
          },
        ],
      },
      {
        Title: 'La privacidad es clave',
        Intro:
          'Sus datos se usan solo para este estudio. Puede retirar su consentimiento en cualquier momento desde Registros y, a partir de entonces, el estudio no recibe datos nuevos suyos.',
        Sections: [],
      },
    ],
  },
  de: {
    Language: 'de',
    Steps: [
      {
        Title: 'Sie sind zu einer Forschungsstudie eingeladen',
        Intro:
          'Wir untersuchen, wie COVID-19- und Grippe-Heimtests Menschen schneller zu Behandlung verhelfen. Ihre Testergebnisse und Gesundheitsdaten können helfen.',
        Sections: [
          {
            Heading: 'Mehr erfahren',
            Paragraphs: [
              'Die Teilnahme ist freiwillig und kostenlos. Sie können jederzeit aufhören, und Ihre Behandlung ändert sich nicht, wie auch immer Sie entscheiden.',
            ],
            Bullets: [],
          },
          {
            Heading: "So funktioniert's",
            Paragraphs: [],
            Bullets: [
              'Sie unterschreiben eine Einwilligungserklärung.',
              'Mit Ihrer Erlaubnis rufen wir Ihre Gesundheitsdaten ab.',
              'Eine Studienkoordinatorin oder ein Studienkoordinator bespricht die nächsten Schritte mit Ihnen.',
            ],
          },
          {
            Heading: 'Ihre Privatsphäre',
            Paragraphs: [],
            Bullets: [
              'Anonymität: Forschende sehen Ihre Daten ohne Ihren Namen und Ihre Kontaktdaten.',
              'Verschlüsselung: Ihre Daten sind bei der Übertragung und Speicherung verschlüsselt.',
              'Begrenzter Zugriff: Nur das Studienteam sieht Studiendaten, und jeder Zugriff wird protokolliert.',
            ],
          },
        ],
      },
      {
        Title: 'Los geht’s',
        Intro:
          'Die Studie braucht heute ein paar Minuten und ein kurzes Gespräch mit der Studienkoordination.',
        Sections: [
          {
            Heading: 'Was Sie brauchen',
            Paragraphs: [],
            Bullets: [
              'Ein paar Minuten, um die Einwilligung zu lesen.',
              'Einen Finger, Stift oder eine Maus zum Unterschreiben.',
            ],
          },
        ],
      },
      {
        Title: 'Datenerhebung',
        Intro: 'Mit Ihrer Einwilligung erheben wir Ihre Schnelltestergebnisse und Ihre Gesundheitsdaten.',
        Sections: [
          {
            Heading: 'Was wir erheben',
            Paragraphs: [],
            Bullets: ['Ihre Testergebnisse.', 'Ihre Gesundheitsdaten, mit Ihrer Erlaubnis abgerufen.'],
          },
        ],
      },
      {
        Title: 'Datenschutz ist entscheidend',
        Intro:
          'Ihre Daten werden nur für diese Studie verwendet. Sie können Ihre Einwilligung jederzeit unter Unterlagen widerrufen; ab dann erhält die Studie keine neuen Daten von Ihnen.',
        Sections: [],
      },
    ],
  },
};

export interface SeedConsentDocument {
  title: string;
  body: string;
}

/** SPEC.md section 2: the Informed Consent text (placeholder filler text), last updated October 11, 2023. */
export const SEED_CONSENT_LAST_UPDATED = '2023-10-11';

export const SEED_CONSENT: Record<Language, SeedConsentDocument> = {
  en: {
    title: 'Informed Consent',
    body: [
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. By signing below you agree to take part in the research study and allow the study team to retrieve your health records for the purposes of this study.',
      'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Your participation is voluntary. You may withdraw your consent at any time; data already gathered stays in the study, and no new data is gathered after you withdraw.',
      'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Your data is kept confidential, encrypted and seen only by the study team.',
    ].join('\n\n'),
  },
  es: {
    title: 'Consentimiento informado',
    body: [
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Al firmar abajo acepta participar en el estudio de investigación y permite que el equipo del estudio obtenga su historial médico para los fines de este estudio.',
      'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Su participación es voluntaria. Puede retirar su consentimiento en cualquier momento; los datos ya recopilados permanecen en el estudio y no se recopilan datos nuevos después de retirarlo.',
      'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Sus datos se mantienen confidenciales, cifrados y solo los ve el equipo del estudio.',
    ].join('\n\n'),
  },
  de: {
    title: 'Einwilligungserklärung',
    body: [
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Mit Ihrer Unterschrift stimmen Sie der Teilnahme an der Forschungsstudie zu und erlauben dem Studienteam, Ihre Gesundheitsdaten für diese Studie abzurufen.',
      'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ihre Teilnahme ist freiwillig. Sie können Ihre Einwilligung jederzeit widerrufen; bereits erhobene Daten bleiben in der Studie, nach dem Widerruf werden keine neuen Daten erhoben.',
      'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Ihre Daten bleiben vertraulich, verschlüsselt und nur für das Studienteam sichtbar.',
    ].join('\n\n'),
  },
};
