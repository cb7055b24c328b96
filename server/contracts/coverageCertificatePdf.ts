/**
 * «Certificado de cobertura» (issue 31): the paper a driver carries, for a vehicle's policy in
 * force on the day it is printed (domain/contracts/contractDocuments.ts `certificateRefusal`
 * decides which): the insurer, the policy and its validity, the policyholder, the vehicles with
 * their plate, chassis and motor, the coverage, and the sentence that certifies it that day. A
 * document of the documents engine; its facts are read by contractDocumentFacts.ts.
 */
import { contractDocumentTitles } from '../../domain/contracts/contractDocuments';
import { formatDate } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import { contractCoverageRow } from '../../domain/entities/contractParts';
import { carVehicleForm } from '../../domain/flows/vehicleForm';
import {
  MARGIN,
  contentWidth,
  factRows,
  finePrint,
  gridRow,
  heading,
  keepRoom,
  type Column,
  type Doc,
} from '../documents/documentKit';
import { defineDocument, renderDocument } from '../documents/documents';
import { PDF_FONTS } from '../documents/pdfDocument';
import type { PolicyFacts, PolicyVehicle } from './contractDocumentFacts';
import { policyTitle } from './contractSummaryPdf';

const label = (field: keyof typeof contract.fields) => contract.fields[field].label;
const vehicleLabel = (field: 'domain' | 'chassis' | 'motor') => carVehicleForm.fields[field].label;

const VEHICLES: Column[] = [{ share: 0.4 }, { share: 0.16 }, { share: 0.22 }, { share: 0.16 }];

/** One vehicle as facts; several (a fleet) as a table. */
function vehicles(doc: Doc, list: PolicyVehicle[], accent: string) {
  heading(doc, list.length > 1 ? 'Vehículos asegurados' : 'Vehículo asegurado', accent);
  if (list.length === 1) {
    const [v] = list;
    factRows(doc, [
      ['Vehículo', v.description],
      [vehicleLabel('domain'), v.plate],
      [vehicleLabel('chassis'), v.chassis],
      [vehicleLabel('motor'), v.motor],
    ]);
    return;
  }
  const header = [
    'Vehículo',
    vehicleLabel('domain'),
    vehicleLabel('chassis'),
    vehicleLabel('motor'),
  ];
  gridRow(doc, VEHICLES, header, 'header');
  for (const v of list)
    gridRow(doc, VEHICLES, [v.description, v.plate ?? '—', v.chassis ?? '—', v.motor ?? '—']);
}

/** «Se certifica que …»: the sentence the certificate exists for, framed in the accent. */
function certification(doc: Doc, facts: PolicyFacts, accent: string) {
  const p = facts.policy;
  const what =
    facts.vehicles.length > 1 ? 'los vehículos detallados cuentan' : 'el vehículo detallado cuenta';
  const sentence =
    `Se certifica que ${what} con cobertura vigente al ${formatDate(facts.issuedOn)}, ` +
    `fecha de emisión de este certificado, por la póliza N° ${String(p.number)} de ${facts.insurer}, ` +
    `con vigencia del ${formatDate(String(p.validity_from))} al ${formatDate(String(p.validity_to))}.`;
  doc.moveDown(1);
  keepRoom(doc, 70);
  const width = contentWidth(doc);
  doc.font(PDF_FONTS.bold).fontSize(10.5);
  const height = doc.heightOfString(sentence, { width: width - 24 });
  const top = doc.y;
  doc.text(sentence, MARGIN + 12, top + 10, { width: width - 24 });
  doc
    .lineWidth(1.2)
    .strokeColor(accent)
    .roundedRect(MARGIN, top, width, height + 20, 6)
    .stroke();
  doc.text('', MARGIN, top + height + 24);
}

function drawCertificate(doc: Doc, facts: PolicyFacts, accent: string) {
  const p = facts.policy;
  policyTitle(doc, facts);
  heading(doc, contract.label.one, accent);
  factRows(doc, [
    [label('company_id'), facts.insurer],
    [label('number'), String(p.number)],
    [label('validity_from'), formatDate(String(p.validity_from))],
    [label('validity_to'), formatDate(String(p.validity_to))],
    [
      label('holder_name'),
      [p.holder_name, p.holder_document].filter(Boolean).map(String).join(' · ') || null,
    ],
  ]);
  vehicles(doc, facts.vehicles, accent);
  heading(doc, contractCoverageRow.fields.coverage_id.label, accent);
  doc.font(PDF_FONTS.regular).fontSize(10.5);
  for (const coverage of facts.coverages) doc.text(coverage.name, MARGIN);
  certification(doc, facts, accent);
  finePrint(
    doc,
    'Este certificado acredita la cobertura a la fecha de su emisión; no modifica las condiciones de la póliza, que rigen en todo lo demás, y no vale si la póliza se anula o deja de estar vigente después. Llevalo en el vehículo con la cédula y tu licencia de conducir.',
  );
}

export const coverageCertificateDocument = defineDocument<PolicyFacts>({
  kind: contractDocumentTitles.certificate,
  subject: (facts) => `Póliza ${String(facts.policy.number)} (${facts.insurer})`,
  draw: drawCertificate,
});

/** The certificate as PDF bytes, on the policy's organization's letterhead. */
export const coverageCertificatePdf = (facts: PolicyFacts) =>
  renderDocument(coverageCertificateDocument, facts.brokerage, facts, facts.issuedOn);
