// The test-drive agreement a dealer asks a customer to accept before handing over the keys. Spec 2 shows
// no text, so Kerb offers this plain one (docs/decisions/051); a partner's own conditions
// (testDriveAgreementText) follow it under the dealer's name.

export interface AgreementSection {
  heading: string;
  text: string;
}

export const TEST_DRIVE_AGREEMENT: readonly AgreementSection[] = [
  {
    heading: 'Your licence',
    text: 'You hold a current, full driver licence for this kind of vehicle and will show it to the sales person before the drive. ' +
      'You are not under the influence of alcohol, drugs or medication that could affect your driving.',
  },
  {
    heading: 'Driving the vehicle',
    text: 'You will drive lawfully and with care, keep to the route and time agreed with the dealer, and let only the people the dealer ' +
      'agrees to travel with you. You will not tow, carry goods for payment, race or take the vehicle off-road unless the dealer agrees.',
  },
  {
    heading: 'Fines, tolls and damage',
    text: 'You are responsible for traffic and parking fines and tolls incurred during the drive, and the dealer may pass your details to ' +
      'the issuing authority. The dealer insures the vehicle; if it is damaged through your careless or unlawful driving, you may be ' +
      'asked to pay the insurance excess, up to the amount the dealer tells you before the drive.',
  },
  {
    heading: 'Returning the vehicle',
    text: 'You will bring the vehicle back at the agreed time, in the condition you received it, with its keys and any accessories. ' +
      'If anything goes wrong, or you are running late, you will call the dealer straight away.',
  },
  {
    heading: 'Your details and credit check',
    text: 'By accepting, you agree that your details are used to arrange this test drive, and that a credit check is run now to show ' +
      'what finance you could get for this vehicle. The check gives an indication only and is not an offer of finance.',
  },
];
