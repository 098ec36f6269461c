// swift-tools-version:6.0
// A client of the generated package, built by `.ci/swift` in the Swift 6
// language mode with complete strict-concurrency checking and warnings as
// errors. It depends on generated/swift by path, as generated/swift/README.md
// tells users to: the package's identity is its folder, `swift`.

import PackageDescription

let package = Package(
    name: "AgentWireConsumer",
    dependencies: [
        .package(path: "../../generated/swift"),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "OrionAPITypes", package: "swift"),
                .product(name: "CoderookProtocol", package: "swift"),
                .product(name: "WorkerDeckProtocol", package: "swift"),
            ],
            swiftSettings: [
                // Swift 6 mode already implies complete checking; said
                // explicitly so a change of the language mode cannot relax it.
                .unsafeFlags(["-strict-concurrency=complete", "-warnings-as-errors"]),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
