// Decodes one received frame of each protocol (each with a member its contract
// does not declare), hands it to an actor, and encodes the command the actor
// answers with. Exits non-zero (a thrown error or a failed check) on any
// difference from what the contracts say.

import CoderookProtocol
import Foundation
import OrionAPITypes
import WorkerDeckProtocol

struct CheckFailed: Error, CustomStringConvertible {
    let description: String
}

func check(_ condition: Bool, _ what: String) throws {
    if !condition { throw CheckFailed(description: what) }
}

/// The state of one client of the three back ends. Everything that crosses
/// into it is a generated value type, so `Sendable` is all the checker needs.
actor Client {
    private var workerdeckSeq = 0
    private var coderookEvents = 0
    private var orionCursor = 0

    /// A WorkerDeck session frame; answers with the next user message.
    func receive(_ frame: ServerFrame) throws -> SessionCommand {
        guard case .event(let pushed) = frame else {
            throw CheckFailed(description: "workerdeck: not an event frame: \(frame)")
        }
        workerdeckSeq = pushed.event.seq
        guard case .statusChanged = pushed.event.body else {
            throw CheckFailed(description: "workerdeck: not status_changed: \(pushed.event.body)")
        }
        return .userMessage(.init(text: "after seq \(workerdeckSeq)", attachmentIds: ["a-1"]))
    }

    /// A Coderook event push; answers with a ping request.
    func receive(_ push: EventPushEnvelope) throws -> ClientRequest {
        guard case .llmToken(let token) = push.event else {
            throw CheckFailed(description: "coderook: not llm.token: \(push.event)")
        }
        try check(token.token == "hi", "coderook: token \(token.token)")
        coderookEvents += 1
        return ClientRequest(id: .string("ping-\(coderookEvents)"), command: .corePing(PingCommand(client: "consumer/0.0.1")))
    }

    /// An Orion event envelope; answers with a submit command.
    func receive(_ envelope: WebEventEnvelope) throws -> WebCommand {
        guard case .threadEvent(let event) = envelope else {
            throw CheckFailed(description: "orion: not a thread_event: \(envelope)")
        }
        orionCursor = event.cursor
        return WebCommand(requestId: RequestId(rawValue: "r-\(orionCursor)"), type: .submit, text: "continue")
    }
}

/// The JSON value of `data`, for comparisons that ignore member order.
func jsonValue(_ data: Data) throws -> NSObject {
    try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as! NSObject
}

func expectJSON(_ data: Data, _ expected: String, _ what: String) throws {
    let got = try jsonValue(data)
    let want = try jsonValue(Data(expected.utf8))
    try check(got.isEqual(want), "\(what): encoded \(String(decoding: data, as: UTF8.self)), expected \(expected)")
    print("\(what): \(String(decoding: data, as: UTF8.self))")
}

@main
struct Consumer {
    static func main() async throws {
        let client = Client()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]

        // WorkerDeck: `relay` is not in the contract.
        let wd = Data(#"{"type":"event","relay":"eu-1","event":{"type":"status_changed","status":"running","seq":4,"ts":1767225600000}}"#.utf8)
        let frame = try JSONDecoder().decode(ServerFrame.self, from: wd)
        let command = try await client.receive(frame)
        try expectJSON(try encoder.encode(command), #"{"type":"user_message","text":"after seq 4","attachmentIds":["a-1"]}"#, "workerdeck")

        // Coderook: `trace` is not in the contract.
        let cr = Data(#"{"kind":"event","trace":"t-9","event":{"type":"llm.token","run_id":"r-1","token":"hi","ts":"2026-05-16T10:00:00.001Z"}}"#.utf8)
        let push = try JSONDecoder().decode(EventPushEnvelope.self, from: cr)
        let request = try await client.receive(push)
        try expectJSON(try encoder.encode(request), #"{"jsonrpc":"2.0","id":"ping-1","method":"core.ping","params":{"type":"core.ping","client":"consumer/0.0.1"}}"#, "coderook")

        // Orion: the envelope denies undeclared members (as the Rust type
        // does), so `undeclared` sits in the open `payload.value`; the same
        // member on the envelope is an error that names where it is.
        func orionEnvelope(_ extra: String) -> Data {
            Data(#"""
                {"apiVersion":1,"eventId":"1b4e28ba-2fa1-11d2-883f-0016d3cca427","cursor":9,\#(extra)
                 "sessionId":"s","threadId":"t","type":"thread_event","durable":true,
                 "timestamp":"2026-05-01T10:00:00Z",
                 "payload":{"sequence":3,"eventType":"turn.completed","value":{"undeclared":true}}}
                """#.utf8)
        }
        do {
            _ = try JSONDecoder().decode(WebEventEnvelope.self, from: orionEnvelope(#""region":"x","#))
            throw CheckFailed(description: "orion: an undeclared member on the envelope was accepted")
        } catch DecodingError.dataCorrupted(let context) {
            try check(context.debugDescription.contains("unknown field `region`"), "orion: \(context.debugDescription)")
        }
        let envelope = try JSONDecoder().decode(WebEventEnvelope.self, from: orionEnvelope(""))
        let webCommand = try await client.receive(envelope)
        try expectJSON(try encoder.encode(webCommand), #"{"requestId":"r-9","type":"submit","text":"continue"}"#, "orion")

        print("consumer: 3 protocols decoded, crossed an actor, encoded")
    }
}
