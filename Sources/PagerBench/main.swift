import PagerKit
import PagerReader

// Figures, not assertions: each line is a median over many runs of a release build.
let depth = ColorDepth.palette256
let view = PagerView(theme: Theme(preset: .menu, depth: depth))
var checksum = Checksum()

print("PagerBench: preset menu, 256 colours, animation \(Int(Pager.defaultAnimationDuration)) ms")

let composeRuns = [(Size(columns: 100, rows: 30), 2_000), (Size(columns: 300, rows: 100), 1_000)]
for (size, runs) in composeRuns {
  let bench = ComposeBenchmark(view: view, size: size, runs: runs)
  let name = "compose frame \(size.columns)x\(size.rows)"
  print(Figure.timing("\(name) settled", bench.settled(&checksum), unit: .microseconds))
  print(
    Figure.timing("\(name) mid-transition 0→3", bench.midTransition(&checksum), unit: .microseconds)
  )
}

let updates = UpdateBenchmark(batches: 200, updatesPerBatch: 10_000)
for scenario in UpdateBenchmark.scenarios {
  let samples = updates.run(scenario, &checksum)
  let runs = "\(samples.count) batches of \(updates.updatesPerBatch)"
  print(Figure.timing("update \(scenario.name)", samples, unit: .nanoseconds, runs: runs))
}

print(FrameMemory.line(columns: 300, rows: 100))
print("checksum \(checksum.value) (keeps the work from being optimized away)")
