import sys

from absl import flags

import train

flags.DEFINE_boolean("deterministic", False, "Evaluate without dropout.")
flags.DEFINE_integer("num_epochs", 2, "Epochs to train.")

if __name__ == "__main__":
    flags.FLAGS(sys.argv)
    train.train_and_evaluate()
