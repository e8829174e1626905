import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A software passkey authenticator for server tests: ES256 keys from node:crypto, 'none'
 * attestation, CBOR written by hand. It answers the server's options as a browser would, and can be
 * told to answer from another origin or for another RP id, or without verifying the user.
 */

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Buffer) => data.toString("base64url");

const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

export interface Ceremony {
  origin: string;
  /** The RP id the authenticator signs for; the options' own when not given. */
  rpId?: string;
  /** Whether the device verified the user (PIN, biometrics); true unless told otherwise. */
  verified?: boolean;
}

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

export function softAuthenticator() {
  const credentials: Credential[] = [];

  const authData = (rpId: string, flags: number, counter: number, attested = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested]);
  };
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flagsOf = (ceremony: Ceremony) => USER_PRESENT | (ceremony.verified === false ? 0 : USER_VERIFIED);

  return {
    credentials,

    /** Makes a new key pair for the options' RP and user, as navigator.credentials.create() answers. */
    register(options: PublicKeyCredentialCreationOptionsJSON, ceremony: Ceremony): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const cose = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, "base64url")], [-3, Buffer.from(jwk.y!, "base64url")]]));
      const id = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
      const data = authData(ceremony.rpId ?? options.rp.id!, flagsOf(ceremony) | ATTESTED, 0, attested);
      credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 });
      const attestationObject = cbor(new Map<string, Cbor>([["fmt", "none"], ["attStmt", new Map()], ["authData", data]]));
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: { clientDataJSON: b64(clientData("webauthn.create", options.challenge, ceremony.origin)), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    /** Signs the options' challenge with a credential (the last one made unless named), as navigator.credentials.get() answers. */
    assert(options: PublicKeyCredentialRequestOptionsJSON, ceremony: Ceremony, credential = credentials.at(-1)!): AuthenticationResponseJSON {
      credential.counter += 1;
      const data = authData(ceremony.rpId ?? options.rpId!, flagsOf(ceremony), credential.counter);
      const client = clientData("webauthn.get", options.challenge, ceremony.origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), credential.key);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: "public-key",
        response: { clientDataJSON: b64(client), authenticatorData: b64(data), signature: b64(signature), userHandle: credential.userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>;
