import Glibc
import PagerProgram

// The program is the PagerProgram library; the executable only starts it.
exit(Program.run())
